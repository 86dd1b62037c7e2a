import { startMorningReminders } from "./account/schedule-reminders";
import { startScheduledBackups } from "./backup/schedule-backups";
import type { Database } from "./db/client";
import { startStatistics } from "./db/statistics";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { startMail } from "./mail/start-mail";
import { startNewsletterJob } from "./newsletter/newsletter-job";

export interface JobDeps {
  env: Env;
  database: Database;
  logger: Logger;
  now: () => Date;
}

/** Background work of a server instance (the e-mail outbox, backups, morning reminders, the newsletter's sends and purge). Returns a function that stops it. */
export function startJobs(deps: JobDeps): () => Promise<void> {
  const stops: Array<() => Promise<void>> = [];
  stops.push(startMail(deps));
  stops.push(startScheduledBackups(deps));
  stops.push(startStatistics(deps));
  stops.push(startMorningReminders(deps));
  stops.push(startNewsletterJob(deps));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
