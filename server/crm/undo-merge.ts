import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { auditLog, companies, contacts, crmActivities, projects } from "../db/schema";
import { type Tx, writeAudit } from "./audit";
import type { CrmContext } from "./context";

type CompanyRow = typeof companies.$inferSelect;

/** What a merge's audit row ("company.merge" on the kept company) records. */
export interface MergeDetails {
  mergedId: number;
  moved: { contacts: number[]; projects: number[]; activities: number[] };
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The latest merge of `mergedId` into `keptId`, as its audit row records it; null if there was none. */
export async function findMerge(tx: Tx, keptId: number, mergedId: number): Promise<MergeDetails | null> {
  const [audit] = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "company.merge"),
        eq(auditLog.entity, "company"),
        eq(auditLog.entityId, String(keptId)),
        sql`${auditLog.details}->>'mergedId' = ${String(mergedId)}`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return audit ? (audit.details as MergeDetails) : null;
}

/**
 * The companies (of those given, in the trash) that went there by a merge, with the company each was
 * merged into: their latest "company.delete" names it (`mergedInto`); a plain delete names none.
 */
export async function mergedInto(tx: Tx, companyIds: number[]): Promise<Map<number, number>> {
  if (!companyIds.length) return new Map();
  // Newest first: the first row of each company is its latest delete.
  const rows = await tx
    .select({
      entityId: auditLog.entityId,
      keptId: sql<string | null>`${auditLog.details}->>'mergedInto'`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "company.delete"),
        eq(auditLog.entity, "company"),
        inArray(auditLog.entityId, companyIds.map(String)),
      ),
    )
    .orderBy(desc(auditLog.id));
  const latest = new Map<number, number | null>();
  for (const row of rows) {
    const id = Number(row.entityId);
    if (!latest.has(id)) latest.set(id, row.keptId ? Number(row.keptId) : null);
  }
  const found = new Map<number, number>();
  for (const [id, keptId] of latest) if (keptId !== null) found.set(id, keptId);
  return found;
}

/** How many of the records a merge moved are still with the kept company (what undoing it takes back). */
export async function stillMoved(tx: Tx, keptId: number, moved: MergeDetails["moved"]) {
  const countOn = async (table: typeof contacts | typeof projects, ids: number[]) =>
    ids.length
      ? (
          await tx
            .select({ id: table.id })
            .from(table)
            .where(and(inArray(table.id, ids), eq(table.companyId, keptId), sql`${table.deletedAt} is null`))
        ).length
      : 0;
  return {
    contacts: await countOn(contacts, moved.contacts),
    projects: await countOn(projects, moved.projects),
  };
}

/**
 * Undoes a merge inside the caller's transaction (both rows locked by it): the contacts, projects and
 * notes it moved that are still with the kept company go back to the merged one (anything added to the
 * kept company since stays), the fields it filled on the kept company are emptied again where nobody
 * changed them, and the merged company comes out of the trash. Audited as "company.unmerge" on the kept
 * company and "company.restore" on the other. Returns the kept company's row as it is now.
 */
export async function undoMerge(
  tx: Tx,
  ctx: CrmContext,
  keptRow: CompanyRow,
  otherRow: CompanyRow,
  details: MergeDetails,
): Promise<CompanyRow | undefined> {
  const keptId = keptRow.id;
  const back = { companyId: otherRow.id, updatedAt: ctx.now };
  const movedBack = async (table: typeof contacts | typeof projects, ids: number[]) =>
    ids.length
      ? (
          await tx
            .update(table)
            .set(back)
            .where(and(inArray(table.id, ids), eq(table.companyId, keptId)))
            .returning({ id: table.id })
        ).map((row) => row.id)
      : [];
  const contactIds = await movedBack(contacts, details.moved.contacts);
  const projectIds = await movedBack(projects, details.moved.projects);
  const activityIds = details.moved.activities.length
    ? (
        await tx
          .update(crmActivities)
          .set({ companyId: otherRow.id })
          .where(
            and(inArray(crmActivities.id, details.moved.activities), eq(crmActivities.companyId, keptId)),
          )
          .returning({ id: crmActivities.id })
      ).map((row) => row.id)
    : [];
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
    .where(eq(companies.id, otherRow.id));
  const moved = { contacts: contactIds, projects: projectIds, activities: activityIds };
  await writeAudit(tx, ctx.actor, {
    action: "company.unmerge",
    entity: "company",
    entityId: keptId,
    details: { mergedId: otherRow.id, moved, emptied: Object.keys(emptied), after: { name: otherRow.name } },
    at: ctx.now,
  });
  await writeAudit(tx, ctx.actor, {
    action: "company.restore",
    entity: "company",
    entityId: otherRow.id,
    details: { name: otherRow.name, unmergedFrom: keptId, moved },
    at: ctx.now,
  });
  return kept;
}
