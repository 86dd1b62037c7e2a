import type { Logger } from "../logger";
import { recordDatabaseUnavailable } from "../metrics/registry";

/** At most one "database unavailable" line per logger in this many milliseconds. */
export const UNAVAILABLE_LOG_WINDOW_MS = 5000;

const lastLine = new WeakMap<Logger, { at: number; unlogged: number }>();

/**
 * Logs that the database could not be reached without flooding the log during an outage (hundreds of
 * requests a second would each write a line): the first failure is logged at once, later ones are counted,
 * and the first failure 5 s or more after the last line writes the next one, with `failures`: how many
 * failed since that line, this one included. `now` is the caller's clock (c.var.now, the job's now).
 */
export function logDatabaseUnavailable(logger: Logger, now: Date, fields: Record<string, unknown>): void {
  recordDatabaseUnavailable();
  const at = now.getTime();
  const last = lastLine.get(logger);
  if (last && at >= last.at && at - last.at < UNAVAILABLE_LOG_WINDOW_MS) {
    last.unlogged++;
    return;
  }
  const failures = (last?.unlogged ?? 0) + 1;
  lastLine.set(logger, { at, unlogged: 0 });
  logger.warn(
    { ...fields, failures, windowSeconds: UNAVAILABLE_LOG_WINDOW_MS / 1000 },
    "database unavailable",
  );
}
