import type { Database } from "../db/client";
import { isDatabaseUnavailable } from "../db/unavailable";
import { logDatabaseUnavailable } from "../db/unavailable-log";
import type { Env } from "../env";
import { errorCode } from "../http/error-code";
import type { Logger } from "../logger";
import { recordJobRun } from "../metrics/registry";
import { pruneReminderSends, sendMorningReminders } from "./send-morning-reminders";

/** How often the morning e-mails are looked for: each account's arrives within this of its hour. */
export const REMINDER_POLL_MS = 5 * 60_000;

/**
 * The morning e-mails of follow-ups, in every instance: a round at start and every few minutes writes the
 * due ones into the outbox (once per account and day however many instances run it). Returns a function
 * that stops it after the round in progress.
 */
export function startMorningReminders(
  deps: { env: Env; database: Database; logger: Logger; now: () => Date },
  pollMs = REMINDER_POLL_MS,
): () => Promise<void> {
  const { database, logger, now } = deps;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      const run = await sendMorningReminders(database.db, { now: now(), publicUrl: deps.env.PUBLIC_URL });
      await pruneReminderSends(database.db, now());
      recordJobRun("morning_reminders", "ok", now());
      if (run.sent.length > 0) logger.info({ accounts: run.sent.length }, "morning reminders written");
    } catch (error) {
      recordJobRun("morning_reminders", "error", now());
      if (isDatabaseUnavailable(error)) logDatabaseUnavailable(logger, now(), { job: "morning_reminders" });
      else logger.error({ code: errorCode(error) }, "morning reminders round failed");
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(() => schedule(pollMs));
    }, delay);
    timer.unref();
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
