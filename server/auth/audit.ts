import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import { deleteUserSessions } from "./sessions";

/** What the audit log records about staff authentication (the CRM adds its own actions). */
export type AuthAuditAction =
  | "login"
  | "login.failed"
  | "login.locked"
  | "logout"
  | "staff.added"
  | "staff.disabled"
  | "staff.enabled"
  | "staff.password_changed";

export interface AuditEntry {
  at: Date;
  action: string;
  /** The username acting (or attempted, for a failed login); "cli" for the staff command without one. */
  actor: string | null;
  ip?: string | null;
  entity?: string;
  entityId?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    action: entry.action,
    actor: entry.actor?.slice(0, 100) ?? null,
    ip: entry.ip ?? null,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

/**
 * After a change that signs an account out everywhere (its password, its second factor): every session of
 * the account ends, and the change goes into the audit log with how many did; answers that number.
 */
export async function endSessionsAudited(
  db: Db,
  ctx: { now: Date; actor: string },
  user: { id: number; username: string },
  action: string,
  details: Record<string, unknown> = {},
): Promise<number> {
  const endedSessions = await deleteUserSessions(db, user.id);
  await recordAudit(db, {
    at: ctx.now,
    action,
    actor: ctx.actor,
    entity: "staff_user",
    entityId: user.username,
    details: { ...details, endedSessions },
  });
  return endedSessions;
}
