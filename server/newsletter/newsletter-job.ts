import type { Database } from "../db/client";
import { isDatabaseUnavailable } from "../db/unavailable";
import { logDatabaseUnavailable } from "../db/unavailable-log";
import type { Env } from "../env";
import { errorCode } from "../http/error-code";
import type { Logger } from "../logger";
import { wakeOutbox } from "../mail/wake";
import { recordJobRun } from "../metrics/registry";
import { purgeUnconfirmed } from "./confirm-subscription";
import { queueSends } from "./queue-sends";

/** How often the job looks for sends another instance started, and for unconfirmed addresses to delete. */
export const NEWSLETTER_POLL_MS = 60_000;

const listeners = new Set<() => void>();

/** A send was started here: queue its e-mails now rather than at the next poll. */
export function wakeNewsletterJob(): void {
  for (const listener of listeners) listener();
}

/**
 * The newsletter's background work, in every instance: queues the e-mails of started sends (at start, when
 * woken, every minute: a send interrupted by a crash goes on) and deletes addresses left unconfirmed 7 days
 * after their confirmation e-mail. Returns a function that stops it after the round in progress.
 */
export function startNewsletterJob(
  deps: { env: Env; database: Database; logger: Logger; now: () => Date },
  pollMs = NEWSLETTER_POLL_MS,
): () => Promise<void> {
  const { database, logger, now } = deps;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const round = async () => {
    try {
      const purged = await purgeUnconfirmed(database.db, now());
      if (purged > 0) logger.info({ purged }, "unconfirmed newsletter addresses deleted");
      const queued = await queueSends({ db: database.db, env: deps.env, now });
      if (queued > 0) {
        logger.info({ queued }, "newsletter e-mails queued");
        wakeOutbox();
      }
      recordJobRun("newsletter", "ok", now());
    } catch (error) {
      recordJobRun("newsletter", "error", now());
      if (isDatabaseUnavailable(error)) logDatabaseUnavailable(logger, now(), { job: "newsletter" });
      else logger.error({ code: errorCode(error) }, "newsletter round failed");
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      } else if (!stopped) {
        timer = setTimeout(run, pollMs);
        timer.unref();
      }
    });
  };
  listeners.add(run);
  timer = setTimeout(run, 0);
  return async () => {
    stopped = true;
    listeners.delete(run);
    clearTimeout(timer);
    await running;
  };
}
