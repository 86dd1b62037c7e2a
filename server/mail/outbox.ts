import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { outbox } from "../db/schema";

export type OutboxKind = "contact_notification" | "newsletter_welcome" | "morning_reminder";
export type OutboxStatus = "pending" | "sent" | "failed";

export interface ClaimedMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
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
        and (locked_until is null or locked_until <= ${now})
      order by next_attempt_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, kind, "to", subject, text, html, reply_to, attempts`);
  return rowsOf<{
    id: number | string;
    kind: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    reply_to: string | null;
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
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
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
        ? { lockedUntil: null, lastError: error, nextAttemptAt: retryAt }
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
