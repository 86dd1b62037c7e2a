import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TimelineEntry, TimelinePage } from "#core/domain/pipeline";
import type { Db } from "../../db/client";
import { auditLog, crmActivities } from "../../db/schema";
import { toActivityEntry } from "./activities";

const COMPANY_ACTIONS = [
  "company.create",
  "company.update",
  "company.import.create",
  "company.import.update",
  "company.merge",
  "company.unmerge",
];
const ADDED_ACTIONS = ["contact.create", "project.create", "contact.import.create", "project.import.create"];

/** The audit rows a company's timeline shows: its own changes, and contacts and projects added to it. */
function auditWhere(companyId: number): SQL {
  const own = and(
    eq(auditLog.entity, "company"),
    eq(auditLog.entityId, String(companyId)),
    inArray(auditLog.action, COMPANY_ACTIONS),
  );
  const added = and(
    inArray(auditLog.action, ADDED_ACTIONS),
    sql`coalesce(${auditLog.details}->>'companyId', ${auditLog.details}->'after'->>'companyId') = ${String(companyId)}`,
  );
  return sql`(${own}) or (${added})`;
}

type Details = { before?: Record<string, unknown>; after?: Record<string, unknown> } | null;

function toAuditEntry(row: typeof auditLog.$inferSelect): TimelineEntry {
  const details = row.details as Details;
  const isChange = row.action.endsWith(".update");
  const before = details?.before ?? {};
  const after = details?.after ?? {};
  return {
    type: "audit",
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    changes: isChange
      ? Object.keys(after).map((field) => ({
          field,
          before: before[field] ?? null,
          after: after[field] ?? null,
        }))
      : [],
    name: !isChange && typeof after.name === "string" ? after.name : null,
  };
}

/**
 * A company's timeline, newest first, a page at a time: logged notes and calls merged with the audit
 * log's stage moves, field changes and added contacts and projects. Each source gives at most
 * offset + limit rows, so a page costs two small indexed reads.
 */
export async function listTimeline(
  db: Db,
  companyId: number,
  page: { offset: number; limit: number },
): Promise<TimelinePage> {
  const take = page.offset + page.limit;
  const [activities, audits, [activityCount], [auditCount]] = await Promise.all([
    db
      .select()
      .from(crmActivities)
      .where(eq(crmActivities.companyId, companyId))
      .orderBy(desc(crmActivities.createdAt), desc(crmActivities.id))
      .limit(take),
    db
      .select()
      .from(auditLog)
      .where(auditWhere(companyId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(take),
    db.select({ n: count() }).from(crmActivities).where(eq(crmActivities.companyId, companyId)),
    db.select({ n: count() }).from(auditLog).where(auditWhere(companyId)),
  ]);
  const merged = [...activities.map(toActivityEntry), ...audits.map(toAuditEntry)].sort(
    (a, b) => b.at.localeCompare(a.at) || (a.type === b.type ? b.id - a.id : a.type === "activity" ? -1 : 1),
  );
  return {
    items: merged.slice(page.offset, take),
    total: Number(activityCount?.n ?? 0) + Number(auditCount?.n ?? 0),
    offset: page.offset,
    limit: page.limit,
  };
}
