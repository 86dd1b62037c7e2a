import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TimelineEntry, TimelinePage } from "#core/domain/pipeline";
import type { Db } from "../../db/client";
import { auditLog, contacts, crmActivities, projects } from "../../db/schema";
import { toActivityEntry } from "./activities";

const COMPANY_ACTIONS = [
  "company.create",
  "company.update",
  "company.import.create",
  "company.import.update",
  "company.merge",
  "company.unmerge",
];
const ADDED_ACTIONS = [
  "contact.create",
  "project.create",
  "contact.import.create",
  "project.import.create",
  "project.update",
];

/** The audit rows a company's timeline shows: its own changes, contacts and deals added to it, its deals' changes. */
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
  const merged = [...activities.map(toActivityEntry), ...(await withDealNames(db, audits))].sort(
    (a, b) => b.at.localeCompare(a.at) || (a.type === b.type ? b.id - a.id : a.type === "activity" ? -1 : 1),
  );
  return {
    items: merged.slice(page.offset, take),
    total: Number(activityCount?.n ?? 0) + Number(auditCount?.n ?? 0),
    offset: page.offset,
    limit: page.limit,
  };
}

/**
 * Audit entries, a deal's change named by the deal (its name now, trashed or not), and its primary
 * contact shown by name rather than by number.
 */
async function withDealNames(db: Db, rows: (typeof auditLog.$inferSelect)[]): Promise<TimelineEntry[]> {
  const entries = rows.map(toAuditEntry);
  const dealIds = rows.filter((r) => r.action === "project.update").map((r) => Number(r.entityId));
  if (dealIds.length === 0) return entries;
  const contactIds = entries.flatMap((e) =>
    e.type === "audit" && e.action === "project.update"
      ? e.changes
          .filter((c) => c.field === "contactId")
          .flatMap((c) => [c.before, c.after])
          .filter((v): v is number => typeof v === "number")
      : [],
  );
  const [deals, people] = await Promise.all([
    db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, dealIds)),
    contactIds.length
      ? db
          .select({ id: contacts.id, name: contacts.name })
          .from(contacts)
          .where(inArray(contacts.id, contactIds))
      : [],
  ]);
  const dealName = new Map(deals.map((d) => [String(d.id), d.name]));
  const contactName = new Map(people.map((c) => [c.id, c.name]));
  const person = (value: unknown) => (typeof value === "number" ? (contactName.get(value) ?? null) : value);
  return entries.map((entry, i) => {
    if (entry.type !== "audit" || entry.action !== "project.update") return entry;
    return {
      ...entry,
      name: dealName.get(rows[i]?.entityId ?? "") ?? null,
      changes: entry.changes.map((c) =>
        c.field === "contactId" ? { ...c, before: person(c.before), after: person(c.after) } : c,
      ),
    };
  });
}
