import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window, atomically in the database, so that every instance
 * shares the count. Allowed while the count stays within `limit`. Rows of ended windows are removed
 * (see removeEndedRateLimits), so a flood of addresses leaves no more rows than one window holds.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  options: { limit: number; windowMs: number; now: Date },
): Promise<RateLimitResult> {
  await removeEndedRateLimits(db, options.now);
  const now = options.now.toISOString();
  const windowStartBefore = new Date(options.now.getTime() - options.windowMs).toISOString();
  const windowEnds = new Date(options.now.getTime() + options.windowMs).toISOString();
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, count, window_start, expires_at) values (${key}, 1, ${now}, ${windowEnds})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartBefore} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartBefore} then ${now}::timestamptz
                          else rate_limits.window_start end,
      expires_at = case when rate_limits.window_start <= ${windowStartBefore} then ${windowEnds}::timestamptz
                        else rate_limits.expires_at end
    returning count, window_start`);
  const row = rowsOf(result)[0] as {
    count: number;
    window_start: string | Date;
  };
  const count = Number(row.count);
  const windowEnd = new Date(row.window_start).getTime() + options.windowMs;
  const allowed = count <= options.limit;
  return {
    allowed,
    count,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowEnd - options.now.getTime()) / 1000)),
  };
}

/** How often an instance sweeps ended counters away. */
export const SWEEP_EVERY_MS = 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

/** Removes the counters whose window and lock have ended (at most once a minute per instance). */
export async function removeEndedRateLimits(db: Db, now: Date, force = false): Promise<void> {
  const last = lastSweep.get(db);
  if (!force && last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await db.execute(sql`delete from rate_limits where expires_at <= ${now.toISOString()}::timestamptz`);
}
