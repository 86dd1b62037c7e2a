import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { recordBackupSuccess, recordJobRun } from "../metrics/registry";
import { listBackups, pruneBackups, writeVerifiedBackup } from "./backup-files";

/** How this instance's scheduled backups went (also recorded for /metrics: server/metrics/registry.ts). */
export const backupStatus = {
  lastSuccessAt: null as Date | null,
  lastFailureAt: null as Date | null,
  failures: 0,
};

const HOUR = 3_600_000;
/** After a failure the backup is tried again this soon (or at the interval, when that is shorter). */
const RETRY_MS = 15 * 60_000;
/** setTimeout's longest wait. */
const MAX_WAIT = 2 ** 31 - 1;

/** When the next backup is due: one interval after the newest in the folder, or now when there is none. */
export function nextBackupDue(dir: string, intervalMs: number, now: Date): Date {
  const newest = listBackups(dir)[0];
  return new Date(Math.max(now.getTime(), newest ? newest.at.getTime() + intervalMs : 0));
}

/** One scheduled backup: written, read back and counted, then old ones pruned; the outcome logged and kept. */
export async function runScheduledBackup(
  deps: { database: Database; logger: Logger },
  settings: { dir: string; keep: { daily: number; weekly: number } },
  now: Date,
): Promise<boolean> {
  try {
    const { file, rows } = await writeVerifiedBackup(deps.database.db, settings.dir, now);
    const deleted = pruneBackups(settings.dir, settings.keep);
    backupStatus.lastSuccessAt = now;
    recordBackupSuccess(now);
    recordJobRun("backup", "ok", now);
    deps.logger.info({ file, rows, deleted: deleted.length }, "scheduled backup written and verified");
    return true;
  } catch (error) {
    backupStatus.lastFailureAt = now;
    backupStatus.failures += 1;
    recordJobRun("backup", "error", now);
    deps.logger.error({ dir: settings.dir, reason: (error as Error).message }, "scheduled backup failed");
    return false;
  }
}

/**
 * Backs up the database into BACKUP_DIR every BACKUP_INTERVAL_HOURS while the server runs (the first one at
 * start when the folder has none that recent), keeping BACKUP_KEEP_DAILY daily and BACKUP_KEEP_WEEKLY weekly
 * ones. Without BACKUP_DIR nothing is scheduled. Returns a function that stops it (waiting for a run).
 */
export function startScheduledBackups(deps: {
  env: Env;
  database: Database;
  logger: Logger;
  now: () => Date;
}): () => Promise<void> {
  const { env } = deps;
  const dir = env.BACKUP_DIR;
  if (!dir) return async () => {};
  const intervalMs = env.BACKUP_INTERVAL_HOURS * HOUR;
  const settings = { dir, keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY } };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const schedule = (at: Date) => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        const now = deps.now();
        if (now < at) return schedule(at); // a wait longer than setTimeout's longest
        running = runScheduledBackup(deps, settings, now).then((ok) =>
          schedule(new Date(now.getTime() + (ok ? intervalMs : Math.min(RETRY_MS, intervalMs)))),
        );
      },
      Math.min(MAX_WAIT, Math.max(0, at.getTime() - deps.now().getTime())),
    );
    timer.unref();
  };
  // /metrics tells the age of the newest backup from the start, not only once this instance has made one.
  const newest = listBackups(dir)[0];
  if (newest) recordBackupSuccess(newest.at);
  const first = nextBackupDue(dir, intervalMs, deps.now());
  deps.logger.info({ dir, next: first.toISOString() }, "scheduled backups");
  schedule(first);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
