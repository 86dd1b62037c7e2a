import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

/** Who makes a change: the staff member's username (or the import command) and their address. */
export interface Actor {
  username: string;
  ip: string | null;
}

/** A database handle or a transaction on one. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export type Fields = Record<string, unknown>;

/** The fields whose value differs, with their value before and after. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const was: Fields = {};
  const now: Fields = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if (!Object.is(normalise(before[key]), normalise(after[key]))) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}

function normalise(value: unknown): unknown {
  return value === undefined ? null : value;
}

/** One row in the audit log, written in the same transaction as the change it records. */
export async function writeAudit(
  tx: Tx,
  actor: Actor,
  entry: { action: string; entity: string; entityId: number | string; details: Fields; at: Date },
): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    actor: actor.username,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    ip: actor.ip,
    details: entry.details,
  });
}

/** The "<entity>.create" audit row of a record just added, at the context's time. */
export function auditCreate(
  tx: Tx,
  ctx: { actor: Actor; now: Date },
  entity: string,
  entityId: number,
  details: Fields,
): Promise<void> {
  return writeAudit(tx, ctx.actor, { action: `${entity}.create`, entity, entityId, details, at: ctx.now });
}

/** The row an insert's `returning()` gave back. */
export function insertedRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("insert returned no row");
  return row;
}
