import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window, atomically in the database, so that every instance
 * shares the count. Allowed while the count stays within `limit`.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  options: { limit: number; windowMs: number; now: Date },
): Promise<RateLimitResult> {
  const now = options.now.toISOString();
  const windowStartBefore = new Date(options.now.getTime() - options.windowMs).toISOString();
  const result = await db.execute<{ count: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartBefore} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartBefore} then ${now}::timestamptz
                          else rate_limits.window_start end
    returning count, window_start`);
  const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as {
    count: number;
    window_start: string | Date;
  };
  const count = Number(row.count);
  const windowEnds = new Date(row.window_start).getTime() + options.windowMs;
  const allowed = count <= options.limit;
  return {
    allowed,
    count,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowEnds - options.now.getTime()) / 1000)),
  };
}
