import { and, eq, isNotNull, sql } from "drizzle-orm";
import { toLang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { outbox, reminderSends, staffUsers } from "../db/schema";
import { wakeOutbox } from "../mail/wake";
import { listOwnFollowUps } from "./follow-ups";
import { morningMail } from "./morning-mail";
import { localDayAndHour } from "./texts";

export interface ReminderRun {
  /** Accounts whose e-mail was written into the outbox this run. */
  sent: string[];
  /** Accounts whose morning came with nothing due (recorded, nothing sent). */
  empty: string[];
}

/**
 * One round of the morning e-mails: every active account with an e-mail address and a reminder hour whose
 * local hour has reached it, and whose local day has no reminder_sends row yet, gets its follow-ups due
 * today and overdue written into the outbox in its language, or nothing when nothing is due. The row
 * (username, day) is inserted in the same transaction as the e-mail, first, so that two rounds (two
 * instances, or one round run twice) write at most one e-mail per account and day.
 */
export async function sendMorningReminders(
  db: Db,
  options: { now: Date; publicUrl: string },
): Promise<ReminderRun> {
  const run: ReminderRun = { sent: [], empty: [] };
  const accounts = await db
    .select({
      username: staffUsers.username,
      email: staffUsers.email,
      language: staffUsers.language,
      reminderHour: staffUsers.reminderHour,
      timeZone: staffUsers.timeZone,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.active, true), isNotNull(staffUsers.email), isNotNull(staffUsers.reminderHour)));
  for (const account of accounts) {
    const { day, hour } = localDayAndHour(options.now, account.timeZone);
    if (account.reminderHour === null || !account.email || hour < account.reminderHour) continue;
    const [done] = await db
      .select({ day: reminderSends.day })
      .from(reminderSends)
      .where(and(eq(reminderSends.username, account.username), eq(reminderSends.day, day)));
    if (done) continue;
    const items = await listOwnFollowUps(db, account.username, day);
    const language = toLang(account.language);
    const wrote = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reminderSends)
        .values({ username: account.username, day, createdAt: options.now })
        .onConflictDoNothing()
        .returning({ username: reminderSends.username });
      if (!claimed || items.length === 0) return claimed ? "empty" : "taken";
      const mail = morningMail(items, { username: account.username, language }, day, options.publicUrl);
      const [row] = await tx
        .insert(outbox)
        .values({
          kind: "morning_reminder",
          to: account.email ?? "",
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          nextAttemptAt: options.now,
          createdAt: options.now,
        })
        .returning({ id: outbox.id });
      await tx
        .update(reminderSends)
        .set({ outboxId: row?.id ?? null })
        .where(and(eq(reminderSends.username, account.username), eq(reminderSends.day, day)));
      return "sent";
    });
    if (wrote === "sent") run.sent.push(account.username);
    else if (wrote === "empty") run.empty.push(account.username);
  }
  if (run.sent.length > 0) wakeOutbox();
  return run;
}

/** Old rows are of no use once their day is past: kept a month, for a look at what was sent. */
export async function pruneReminderSends(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 31 * 86_400_000).toISOString().slice(0, 10);
  await db.delete(reminderSends).where(sql`${reminderSends.day} < ${cutoff}`);
}
