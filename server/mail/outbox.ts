import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { outbox } from "../db/schema";

export type OutboxKind =
  | "contact_notification"
  | "newsletter_confirmation"
  | "newsletter_insight"
  | "morning_reminder";

/**
 * Kinds delivered at most once: an e-mail of these whose process died while handing it to SMTP is not
 * sent again (it may have arrived), but marked failed. A newsletter twice in an inbox is worse than a gap.
 */
export const AT_MOST_ONCE_KINDS: ReadonlySet<string> = new Set<OutboxKind>(["newsletter_insight"]);
/** `last_error` of such an e-mail: a code, never shown as it stands (the sends table counts it as failed). */
const INTERRUPTED = "interrupted";
export type OutboxStatus = "pending" | "sent" | "failed";

export interface ClaimedMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  headers: Record<string, string> | null;
  /** Including this one. */
  attempts: number;
}

/**
 * Claims up to `limit` due e-mails for this instance: each gets a lease (`locked_until`) and one more
 * attempt, in one statement. `FOR UPDATE SKIP LOCKED` lets instances claim at the same moment without
 * waiting on, or taking, each other's rows; a lease that runs out (a crashed instance) frees the row.
 */
export async function claimDueMail(
  db: Db,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedMail[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const result = await db.execute(sql`
    update outbox set locked_until = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= ${now}
        and (locked_until is null or locked_until <= ${now}) and handed_over_at is null
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, kind, "to", subject, text, html, reply_to, headers, attempts`);
  return rowsOf<{
    id: number | string;
    kind: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    reply_to: string | null;
    headers: Record<string, string> | string | null;
    attempts: number;
  }>(result)
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      replyTo: row.reply_to,
      headers: typeof row.headers === "string" ? JSON.parse(row.headers) : row.headers,
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Before SMTP, for AT_MOST_ONCE_KINDS: from here on, a lease that runs out means "maybe delivered". */
export async function markHandedOver(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ handedOverAt: now }).where(eq(outbox.id, id));
}

/** Gives up the at-most-once e-mails whose process died while handing them to SMTP (their lease ran out). */
export async function abandonInterrupted(db: Db, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "failed", lockedUntil: null, lastError: INTERRUPTED })
    .where(and(eq(outbox.status, "pending"), isNotNull(outbox.handedOverAt), lte(outbox.lockedUntil, now)));
}

/**
 * On the embedded database this process is the only sender (the data directory is locked): leases left
 * by a process that was killed are over at once instead of after their five minutes.
 */
export async function endStaleLeases(db: Db, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ lockedUntil: now })
    .where(and(eq(outbox.status, "pending"), gt(outbox.lockedUntil, now)));
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
}

/** Records a failed attempt: try again after `retryAt`, or give up (status failed) when there is none. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { lockedUntil: null, lastError: error, nextAttemptAt: retryAt, handedOverAt: null }
        : { lockedUntil: null, lastError: error, status: "failed" },
    )
    .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
}

/** How the outbox stands (for /metrics): e-mails waiting, given up, and when the oldest waiting one was written. */
export async function outboxStats(
  db: Db,
): Promise<{ pending: number; failed: number; oldestPendingAt: Date | undefined }> {
  const result = await db.execute(sql`
    select count(*) filter (where status = 'pending') as pending,
      count(*) filter (where status = 'failed') as failed,
      min(created_at) filter (where status = 'pending') as oldest
    from outbox`);
  const [row] = rowsOf<{ pending: string | number; failed: string | number; oldest: string | Date | null }>(
    result,
  );
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingAt: row?.oldest ? new Date(row.oldest) : undefined,
  };
}
