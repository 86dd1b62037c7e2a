import { and, asc, count, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import { LOGIN_POLICY } from "./login-throttle";

/** Addresses summarised one by one per window and action; the rest share one row. */
export const ADDRESSES_PER_WINDOW = 100;
const USERNAMES_KEPT = 10;

interface Summary {
  windowStart: string;
  count: number;
  usernames: string[];
  reasons: Record<string, number>;
}

/**
 * Failed logins and lockouts are audited as one row per address and 15-minute window (with how many,
 * which usernames and why), not one row each; past 100 addresses in a window, the others share one row
 * without an address. So a flood from many addresses adds a bounded number of rows per window.
 */
export async function auditPerWindow(
  db: Db,
  entry: { action: "login.failed" | "login.locked"; at: Date; ip: string; username: string; reason: string },
): Promise<void> {
  const windowStart = new Date(
    Math.floor(entry.at.getTime() / LOGIN_POLICY.windowMs) * LOGIN_POLICY.windowMs,
  );
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const inWindow = and(eq(auditLog.action, entry.action), gte(auditLog.at, windowStart));
    let [row] = await txDb
      .select()
      .from(auditLog)
      .where(and(inWindow, eq(auditLog.ip, entry.ip)))
      .orderBy(asc(auditLog.id))
      .limit(1)
      .for("update");
    let ip: string | null = entry.ip;
    if (!row) {
      const [counted] = await txDb.select({ n: count() }).from(auditLog).where(inWindow);
      if ((counted?.n ?? 0) >= ADDRESSES_PER_WINDOW) {
        ip = null;
        [row] = await txDb
          .select()
          .from(auditLog)
          .where(and(inWindow, isNull(auditLog.ip)))
          .orderBy(asc(auditLog.id))
          .limit(1)
          .for("update");
      }
    }
    if (row) {
      const was = row.details as Summary;
      const usernames = was.usernames.includes(entry.username)
        ? was.usernames
        : [...was.usernames, entry.username].slice(0, USERNAMES_KEPT);
      const details: Summary = {
        windowStart: was.windowStart,
        count: was.count + 1,
        usernames,
        reasons: { ...was.reasons, [entry.reason]: (was.reasons[entry.reason] ?? 0) + 1 },
      };
      await txDb.update(auditLog).set({ at: entry.at, details }).where(eq(auditLog.id, row.id));
      return;
    }
    const details: Summary = {
      windowStart: windowStart.toISOString(),
      count: 1,
      usernames: [entry.username],
      reasons: { [entry.reason]: 1 },
    };
    await txDb.insert(auditLog).values({
      at: entry.at,
      action: entry.action,
      actor: entry.username.slice(0, 100),
      ip,
      details,
    });
  });
}
