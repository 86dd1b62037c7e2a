import { asc, eq } from "drizzle-orm";
import { caseStudies, caseStudyTexts } from "../db/schema";
import { auditRecord, type StaffWork } from "../http/staff-work";
import { listCases } from "./read-cases";
import { caseNotFound } from "./save-case";

/** Swaps a case with its neighbour above or below (at an end, nothing moves); answers the list in its order. */
export async function moveCase(work: StaffWork, key: string, direction: "up" | "down") {
  return work.db.transaction(async (tx) => {
    const rows = await tx
      .select({ key: caseStudies.key, position: caseStudies.position })
      .from(caseStudies)
      .orderBy(asc(caseStudies.position), asc(caseStudies.key))
      .for("update");
    const index = rows.findIndex((row) => row.key === key);
    if (index < 0) throw caseNotFound(work);
    const other = index + (direction === "up" ? -1 : 1);
    if (other >= 0 && other < rows.length) {
      // Numbered afresh 1..n in the new order: equal positions (none today) cannot make a swap a no-op.
      const order = rows.map((row) => row.key);
      [order[index], order[other]] = [order[other] as string, order[index] as string];
      for (const [i, each] of order.entries()) {
        await tx
          .update(caseStudies)
          .set({ position: i + 1, updatedAt: work.now })
          .where(eq(caseStudies.key, each));
      }
      await auditRecord(tx, work, {
        entity: "case_study",
        id: key,
        action: "case.moved",
        details: { direction },
      });
    }
    return listCases(tx);
  });
}

/** Deletes a case and its texts for good (the page asks first); audited with its English title. */
export async function deleteCase(work: StaffWork, key: string): Promise<void> {
  await work.db.transaction(async (tx) => {
    const [text] = await tx
      .select({ title: caseStudyTexts.title })
      .from(caseStudyTexts)
      .where(eq(caseStudyTexts.caseKey, key))
      .limit(1);
    const [gone] = await tx
      .delete(caseStudies)
      .where(eq(caseStudies.key, key))
      .returning({ key: caseStudies.key });
    if (!gone) throw caseNotFound(work);
    await auditRecord(tx, work, {
      entity: "case_study",
      id: key,
      action: "case.deleted",
      details: { title: text?.title },
    });
  });
}
