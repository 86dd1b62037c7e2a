import { and, count, desc, eq, gte, like, lt, not, or, type SQL } from "drizzle-orm";
import { auditActionKey } from "#core/domain/audit-actions";
import { AUDIT_PAGE_SIZE, type AuditKind, type AuditQuery, type AuditRow } from "#core/domain/team";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

const a = auditLog.action;
/** Which actions each kind of the Audit page's filter covers; "change" is everything else. */
const KIND_ACTIONS: Record<Exclude<AuditKind, "change">, () => SQL | undefined> = {
  signIn: () => or(like(a, "login%"), eq(a, "logout")),
  team: () => or(like(a, "staff.%"), like(a, "team.%")),
  export: () => like(a, "export%"),
  merge: () => or(like(a, "%.merge"), like(a, "%.unmerge")),
  deletion: () => or(like(a, "%.delete"), like(a, "%.purge"), like(a, "trash%")),
};

function kindFilter(kind: AuditKind | undefined): SQL | undefined {
  if (!kind) return undefined;
  if (kind !== "change") return KIND_ACTIONS[kind]();
  const others = Object.values(KIND_ACTIONS).map((f) => f());
  return not(or(...others) as SQL);
}

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function whereOf(query: AuditQuery): SQL | undefined {
  return and(
    query.actor ? eq(auditLog.actor, query.actor.toLowerCase()) : undefined,
    kindFilter(query.kind),
    query.from ? gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.at, nextDay(query.to)) : undefined,
  );
}

const COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  actor: auditLog.actor,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  ip: auditLog.ip,
};

function toRow(row: {
  id: number;
  at: Date;
  actor: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  ip: string | null;
}): AuditRow {
  return { ...row, at: new Date(row.at).toISOString() };
}

/** One page of the audit log, newest first, with how many entries the filter matches in all. */
export async function listAudit(db: Db, query: AuditQuery) {
  const where = whereOf(query);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select(COLUMNS)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  return {
    items: rows.map(toRow),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** A cell that a spreadsheet will show as text: quoted when needed, never read as a formula. */
function cell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Every entry the filter matches (all pages), as CSV: time (UTC), person, action (its code, for machines),
 * record, address, and the action's label in the reader's language.
 */
export async function auditCsv(db: Db, query: AuditQuery, t: TFunction): Promise<string> {
  const rows = await db
    .select(COLUMNS)
    .from(auditLog)
    .where(whereOf(query))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(100_000);
  const lines = [
    ["at", "actor", "action", "entity", "entity_id", "ip", t("team:audit.actionColumn")].map(cell).join(","),
  ];
  for (const row of rows.map(toRow)) {
    const label = t(`team:${auditActionKey(row.action)}`, { defaultValue: row.action });
    lines.push([row.at, row.actor, row.action, row.entity, row.entityId, row.ip, label].map(cell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
