import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { removeEndedRateLimits } from "../http/rate-limit";

const MINUTE = 60 * 1000;

/**
 * Failed logins are counted in the database (every instance shares the counts), in three ways
 * (NIST SP 800-63B 5.2.2: throttle guessing without letting others lock an account out):
 *
 * - per username and place: the client's address, or the browser's device cookie when the username has
 *   signed in from that browser before. Five failures lock that username from that place only, so a
 *   stranger elsewhere cannot lock a colleague out of their usual place.
 * - per address, any usernames: one address trying many accounts.
 * - per username from anywhere but its trusted devices: a slower, global limit that stops a guess spread
 *   over many addresses (well below NIST's 100 consecutive failures). The staff member's own browsers
 *   are not counted and not locked by it.
 *
 * A lock ends by itself; a new count starts after it.
 */
export const LOGIN_POLICY = {
  /** Failures for one username from one address (or one trusted browser) before that pair is locked. */
  placeLimit: 5,
  /** Failures from one address (any usernames) before it is locked. */
  addressLimit: 20,
  windowMs: 15 * MINUTE,
  lockoutMs: 15 * MINUTE,
  /** Failures for one username from anywhere but its trusted browsers, within an hour, before it is locked for an hour. */
  usernameLimit: 50,
  usernameWindowMs: 60 * MINUTE,
  usernameLockoutMs: 60 * MINUTE,
} as const;

export interface ThrottleKey {
  key: string;
  limit: number;
  windowMs: number;
  lockoutMs: number;
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

/**
 * The counters a login attempt touches. `trustedDevice` is the id of a browser this username has signed
 * in from before (see trusted-devices.ts): it is then counted on its own, apart from the address and the
 * global username counts.
 */
export function loginThrottleKeys(username: string, ip: string, trustedDevice?: string): ThrottleKey[] {
  const short = { windowMs: LOGIN_POLICY.windowMs, lockoutMs: LOGIN_POLICY.lockoutMs };
  if (trustedDevice) {
    return [{ key: `login:device:${username}:${trustedDevice}`, limit: LOGIN_POLICY.placeLimit, ...short }];
  }
  return [
    { key: `login:place:${username}:${addressKey(ip)}`, limit: LOGIN_POLICY.placeLimit, ...short },
    { key: `login:ip:${addressKey(ip)}`, limit: LOGIN_POLICY.addressLimit, ...short },
    {
      key: `login:user:${username}`,
      limit: LOGIN_POLICY.usernameLimit,
      windowMs: LOGIN_POLICY.usernameWindowMs,
      lockoutMs: LOGIN_POLICY.usernameLockoutMs,
    },
  ];
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
 * the longest of those locks lasts.
 */
export async function recordLoginFailure(
  db: Db,
  keys: ThrottleKey[],
  now: Date,
): Promise<{ lockedKeys: string[]; lockedForMs: number }> {
  await removeEndedRateLimits(db, now);
  const at = now.toISOString();
  const lockedKeys: string[] = [];
  let longest = 0;
  for (const { key, limit, windowMs, lockoutMs } of keys) {
    const windowStartBefore = new Date(now.getTime() - windowMs).toISOString();
    const lockUntil = new Date(now.getTime() + lockoutMs).toISOString();
    const windowEnds = new Date(now.getTime() + windowMs).toISOString();
    const fresh = sql`(rate_limits.window_start <= ${windowStartBefore}::timestamptz
      or rate_limits.locked_until <= ${at}::timestamptz)`;
    const next = sql`case when ${fresh} then 1 else rate_limits.count + 1 end`;
    const start = sql`case when ${fresh} then ${at}::timestamptz else rate_limits.window_start end`;
    const result = await db.execute(sql`
      insert into rate_limits (key, count, window_start, locked_until, expires_at)
      values (${key}, 1, ${at}::timestamptz,
              case when 1 >= ${limit}::int then ${lockUntil}::timestamptz else null end,
              greatest(${windowEnds}::timestamptz,
                       case when 1 >= ${limit}::int then ${lockUntil}::timestamptz end))
      on conflict (key) do update set
        count = ${next},
        window_start = ${start},
        locked_until = case when ${next} >= ${limit}::int then ${lockUntil}::timestamptz else null end,
        expires_at = greatest(${start} + ${`${windowMs} milliseconds`}::interval,
                              case when ${next} >= ${limit}::int then ${lockUntil}::timestamptz end)
      returning count`);
    const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
    if (count >= limit) {
      lockedKeys.push(key);
      longest = Math.max(longest, lockoutMs);
    }
  }
  return { lockedKeys, lockedForMs: longest };
}

/** A successful login clears the username's counts (not the address's: one good account must not reset it). */
export async function clearLoginFailures(db: Db, keys: ThrottleKey[], username: string): Promise<void> {
  const mine = keys.map((k) => k.key).filter((key) => !key.startsWith("login:ip:"));
  mine.push(`login:user:${username}`);
  await db.execute(
    sql`delete from rate_limits where key in (${sql.join(
      mine.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
}
