import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Failed logins are counted per username and per client address, in the database (so every instance
 * shares the counts). Reaching a limit within the window locks that key for a while; the lock ends by
 * itself, and a new count starts after it.
 */
export const LOGIN_POLICY = {
  /** Failures for one username (known or not) before it is locked. */
  usernameLimit: 5,
  /** Failures from one address (any usernames) before it is locked. */
  addressLimit: 20,
  windowMs: 15 * 60 * 1000,
  lockoutMs: 15 * 60 * 1000,
} as const;

export interface ThrottleKey {
  key: string;
  limit: number;
}

/** IPv6 clients are counted by their /64 network (one machine usually holds a whole /64). */
export function addressKey(ip: string): string {
  if (!ip.includes(":") || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, "");
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function loginThrottleKeys(username: string, ip: string): ThrottleKey[] {
  return [
    { key: `login:user:${username}`, limit: LOGIN_POLICY.usernameLimit },
    { key: `login:ip:${addressKey(ip)}`, limit: LOGIN_POLICY.addressLimit },
  ];
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Milliseconds until every lock on these keys has ended (0: none is locked). */
export async function lockedForMs(db: Db, keys: ThrottleKey[], now: Date): Promise<number> {
  const names = keys.map((k) => k.key);
  const result = await db.execute<{ locked_until: string | Date }>(sql`
    select locked_until from rate_limits
    where key in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}) and locked_until > ${now.toISOString()}::timestamptz`);
  const until = rowsOf<{ locked_until: string | Date }>(result).map((row) =>
    new Date(row.locked_until).getTime(),
  );
  return until.length ? Math.max(...until) - now.getTime() : 0;
}

/**
 * Counts one failure on each key, atomically. Answers the keys this failure locked, and for how long
 * the longest lock now lasts.
 */
export async function recordLoginFailure(
  db: Db,
  keys: ThrottleKey[],
  now: Date,
): Promise<{ lockedKeys: string[]; lockedForMs: number }> {
  const at = now.toISOString();
  const windowStartBefore = new Date(now.getTime() - LOGIN_POLICY.windowMs).toISOString();
  const lockUntil = new Date(now.getTime() + LOGIN_POLICY.lockoutMs).toISOString();
  const lockedKeys: string[] = [];
  for (const { key, limit } of keys) {
    const fresh = sql`(rate_limits.window_start <= ${windowStartBefore}::timestamptz
      or rate_limits.locked_until <= ${at}::timestamptz)`;
    const next = sql`case when ${fresh} then 1 else rate_limits.count + 1 end`;
    const result = await db.execute(sql`
      insert into rate_limits (key, count, window_start, locked_until)
      values (${key}, 1, ${at}::timestamptz,
              case when 1 >= ${limit}::int then ${lockUntil}::timestamptz else null end)
      on conflict (key) do update set
        count = ${next},
        window_start = case when ${fresh} then ${at}::timestamptz else rate_limits.window_start end,
        locked_until = case when ${next} >= ${limit}::int then ${lockUntil}::timestamptz else null end
      returning count`);
    const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
    if (count >= limit) lockedKeys.push(key);
  }
  return { lockedKeys, lockedForMs: lockedKeys.length ? LOGIN_POLICY.lockoutMs : 0 };
}

/** A successful login clears its username's count (not the address's: one good account must not reset it). */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Forgets counts whose window and lock are both over. */
export async function deleteStaleLoginCounts(db: Db, now: Date): Promise<void> {
  const windowStartBefore = new Date(now.getTime() - LOGIN_POLICY.windowMs).toISOString();
  await db.execute(sql`
    delete from rate_limits where key like 'login:%'
      and window_start <= ${windowStartBefore}::timestamptz
      and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)`);
}
