import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

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
