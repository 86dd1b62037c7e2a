import { count, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, rateLimits } from "../db/schema";
import { hitRateLimit, removeEndedRateLimits } from "../http/rate-limit";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { LOGIN_POLICY, loginThrottleKeys, recordLoginFailure } from "./login-throttle";
import { ADDRESSES_PER_WINDOW, auditPerWindow } from "./windowed-audit";

/**
 * A flood of 1,000 addresses leaves a bounded number of rows: rate-limit counters of ended windows are
 * removed, and failed logins are audited per address and window (the domain functions the login and
 * the contact and newsletter limits call, without the password hashing that makes 1,000 HTTP logins slow).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async (pattern: string) =>
  (await database.db.select({ n: count() }).from(rateLimits).where(like(rateLimits.key, pattern)))[0]?.n ?? 0;

const MINUTE = 60 * 1000;

describe("a flood of 1,000 addresses", () => {
  it("leaves no rate-limit rows once their windows have ended", async () => {
    const start = new Date("2026-05-01T10:00:00Z");
    for (let i = 0; i < 1000; i++) {
      await hitRateLimit(database.db, `contact:10.9.${i >> 8}.${i & 255}`, {
        limit: 5,
        windowMs: 60 * MINUTE,
        now: new Date(start.getTime() + i),
      });
    }
    expect(await rows("contact:%")).toBe(1000);
    // Within the window the counts stay; after it, the next hit from anyone sweeps them away.
    await hitRateLimit(database.db, "contact:192.0.2.1", {
      limit: 5,
      windowMs: 60 * MINUTE,
      now: new Date(start.getTime() + 30 * MINUTE),
    });
    expect(await rows("contact:%")).toBe(1001);
    await hitRateLimit(database.db, "contact:192.0.2.1", {
      limit: 5,
      windowMs: 60 * MINUTE,
      now: new Date(start.getTime() + 91 * MINUTE),
    });
    expect(await rows("contact:%")).toBe(1);
  }, 120_000);

  it("audits failed logins in at most one row per address and window, and at most 101 per window", async () => {
    const start = new Date("2026-05-02T10:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    for (let i = 0; i < 1000; i++) {
      const ip = `10.8.${i >> 8}.${i & 255}`;
      for (let attempt = 0; attempt < 2; attempt++) {
        const now = at(i * 100 + attempt);
        await recordLoginFailure(database.db, loginThrottleKeys("ana", ip), now);
        await auditPerWindow(database.db, {
          action: "login.failed",
          at: now,
          ip,
          username: "ana",
          reason: "wrong_password",
        });
      }
    }
    const audited = await database.db.select().from(auditLog);
    expect(audited.length).toBe(ADDRESSES_PER_WINDOW + 1);
    const total = audited.reduce((sum, row) => sum + (row.details as { count: number }).count, 0);
    expect(total).toBe(2000);
    expect(audited.filter((row) => row.ip === null)).toHaveLength(1);

    // The login counters (per place, per address, per username) go once their windows and locks end.
    expect(await rows("login:%")).toBe(2001);
    await removeEndedRateLimits(database.db, at(100_000 + LOGIN_POLICY.usernameLockoutMs + 1), true);
    expect(await rows("login:%")).toBe(0);
  }, 300_000);
});
