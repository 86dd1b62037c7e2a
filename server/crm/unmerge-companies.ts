import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { UnmergeCompanies } from "../../app/domain/company-duplicates";
import type { Company } from "../../app/domain/crm";
import { auditLog, companies, contacts, crmActivities, projects } from "../db/schema";
import { writeAudit } from "./audit";
import type { CrmContext } from "./context";
import { conflict, notFound } from "./errors";
import { toCompany } from "./serialize";

interface MergeDetails {
  mergedId: number;
  moved: { contacts: number[]; projects: number[]; activities: number[] };
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Undoes a merge (the toast's Undo): the contacts, projects and notes it moved (as its audit row lists
 * them) go back to the merged company, the fields it filled are emptied again if nobody changed them, and
 * the merged company comes back from the trash. Refused (409) if the kept company changed since the merge.
 */
export async function unmergeCompanies(
  ctx: CrmContext,
  keptId: number,
  input: UnmergeCompanies,
): Promise<Company> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(companies)
      .where(inArray(companies.id, [keptId, input.mergedId]))
      .orderBy(companies.id)
      .for("update");
    const keptRow = rows.find((row) => row.id === keptId);
    const otherRow = rows.find((row) => row.id === input.mergedId);
    if (!keptRow || keptRow.deletedAt || !otherRow || !otherRow.deletedAt) throw notFound(ctx.t, "company");
    if (keptRow.version !== input.version) throw conflict(ctx.t, "company", toCompany(keptRow));
    const [audit] = await tx
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "company.merge"),
          eq(auditLog.entity, "company"),
          eq(auditLog.entityId, String(keptId)),
          sql`${auditLog.details}->>'mergedId' = ${String(input.mergedId)}`,
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    if (!audit) throw notFound(ctx.t, "company");
    const details = audit.details as MergeDetails;
    const back = { companyId: input.mergedId, updatedAt: ctx.now };
    if (details.moved.contacts.length)
      await tx
        .update(contacts)
        .set(back)
        .where(and(inArray(contacts.id, details.moved.contacts), eq(contacts.companyId, keptId)));
    if (details.moved.projects.length)
      await tx
        .update(projects)
        .set(back)
        .where(and(inArray(projects.id, details.moved.projects), eq(projects.companyId, keptId)));
    if (details.moved.activities.length)
      await tx
        .update(crmActivities)
        .set({ companyId: input.mergedId })
        .where(and(inArray(crmActivities.id, details.moved.activities), eq(crmActivities.companyId, keptId)));
    const emptied: Record<string, unknown> = {};
    const current = keptRow as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(details.after)) {
      if (field === "name" || !(field in details.before)) continue;
      if (Object.is(current[field] ?? null, value ?? null)) emptied[field] = details.before[field] ?? null;
    }
    const [kept] = await tx
      .update(companies)
      .set({ ...emptied, version: keptRow.version + 1, updatedAt: ctx.now })
      .where(eq(companies.id, keptId))
      .returning();
    await tx
      .update(companies)
      .set({ deletedAt: null, version: otherRow.version + 1, updatedAt: ctx.now })
      .where(eq(companies.id, input.mergedId));
    await writeAudit(tx, ctx.actor, {
      action: "company.unmerge",
      entity: "company",
      entityId: keptId,
      details: {
        mergedId: input.mergedId,
        moved: details.moved,
        emptied: Object.keys(emptied),
        after: { name: otherRow.name },
      },
      at: ctx.now,
    });
    await writeAudit(tx, ctx.actor, {
      action: "company.restore",
      entity: "company",
      entityId: input.mergedId,
      details: { name: otherRow.name, unmergedFrom: keptId },
      at: ctx.now,
    });
    if (!kept) throw notFound(ctx.t, "company");
    return toCompany(kept);
  });
}
