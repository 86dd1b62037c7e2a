import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createStaffUser, TEST_STAFF_PASSWORD } from "../test/staff";
import { addressKey, LOGIN_POLICY } from "./login-throttle";
import { postLogin } from "./test-support";
import { DEVICE_COOKIE } from "./trusted-devices";

let t: TestApp;
const MINUTE = 60 * 1000;
let ipCounter = 0;
/** A fresh client address for each test, so that tests do not share the per-address count. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

const wrong = (username: string, ip: string) =>
  postLogin(t, { username, password: "not-the-password!" }, { ip });
const right = (username: string, ip: string) =>
  postLogin(t, { username, password: TEST_STAFF_PASSWORD }, { ip });

const deviceCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`)) ?? "";

describe("failed logins for one username from one place", () => {
  it("lock the username from that address after 5 failures: 429 with Retry-After, even for the right password; the lock ends by itself", async () => {
    await createStaffUser(t.database.db, "lena");
    const ip = freshIp();
    const start = t.clock.now.getTime();
    for (let i = 1; i < LOGIN_POLICY.placeLimit; i++) expect((await wrong("lena", ip)).status).toBe(401);

    const locking = await wrong("lena", ip);
    expect(locking.status).toBe(429);
    expect(locking.headers.get("retry-after")).toBe("900");
    const body = await locking.json();
    expect(body.error).toMatchObject({
      code: "rate_limited",
      message: "Too many requests. Please try again in 900 seconds.",
      retryAfterSeconds: 900,
      retryAt: new Date(start + 15 * MINUTE).toISOString(),
    });

    const correct = await right("lena", ip);
    expect(correct.status).toBe(429);
    expect(correct.headers.getSetCookie()).toEqual([]);

    t.clock.now = new Date(start + 10 * MINUTE);
    const later = await right("lena", ip);
    expect(later.status).toBe(429);
    expect(later.headers.get("retry-after")).toBe("300");

    t.clock.now = new Date(start + 15 * MINUTE);
    expect((await right("lena", ip)).status).toBe(200);
  });

  it("do not lock the staff member out of another address: a stranger cannot lock a colleague out", async () => {
    await createStaffUser(t.database.db, "kaja");
    const stranger = freshIp();
    for (let i = 0; i < LOGIN_POLICY.placeLimit; i++) await wrong("kaja", stranger);
    expect((await right("kaja", stranger)).status).toBe(429);
    expect((await right("kaja", freshIp())).status).toBe(200);
  });

  it("are audited as one row per address and window, with how many and why, and the lockout", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < LOGIN_POLICY.placeLimit; i++) await wrong("mila", ip);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.ip, ip));
    expect(rows.map((row) => [row.action, row.details])).toEqual([
      [
        "login.failed",
        expect.objectContaining({
          count: LOGIN_POLICY.placeLimit,
          usernames: ["mila"],
          reasons: { unknown_user: 5 },
        }),
      ],
      ["login.locked", expect.objectContaining({ count: 1, usernames: ["mila"], reasons: { place: 1 } })],
    ]);
  });

  it("count afresh after a successful login", async () => {
    await createStaffUser(t.database.db, "nada");
    const ip = freshIp();
    for (let i = 1; i < LOGIN_POLICY.placeLimit; i++) await wrong("nada", ip);
    expect((await right("nada", ip)).status).toBe(200);
    for (let i = 1; i < LOGIN_POLICY.placeLimit; i++) expect((await wrong("nada", ip)).status).toBe(401);
  });

  it("count within a 15-minute window", async () => {
    const ip = freshIp();
    const start = t.clock.now.getTime();
    for (let i = 1; i < LOGIN_POLICY.placeLimit; i++) await wrong("olga", ip);
    t.clock.now = new Date(start + 16 * MINUTE);
    for (let i = 1; i < LOGIN_POLICY.placeLimit; i++) expect((await wrong("olga", ip)).status).toBe(401);
  });
});

describe("failed logins for one username from many addresses", () => {
  it("lock it for an hour everywhere after 50, except in the browsers it has signed in from", async () => {
    await createStaffUser(t.database.db, "mara");
    const usual = await right("mara", freshIp());
    expect(usual.status).toBe(200);
    const device = deviceCookieOf(usual);
    expect(device).toMatch(/^potentia_device=[A-Za-z0-9_-]{43}$/);
    expect(usual.headers.getSetCookie().find((h) => h.startsWith(DEVICE_COOKIE))).toMatch(/HttpOnly/i);

    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_POLICY.usernameLimit; i++)
      statuses.push((await wrong("mara", freshIp())).status);
    expect(statuses).toEqual([...Array(LOGIN_POLICY.usernameLimit - 1).fill(401), 429]);

    const elsewhere = await right("mara", freshIp());
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.headers.get("retry-after")).toBe("3600");
    // Her own browser, even from a new address, is not locked out.
    expect(
      (
        await postLogin(
          t,
          { username: "mara", password: TEST_STAFF_PASSWORD },
          { ip: freshIp(), cookie: device },
        )
      ).status,
    ).toBe(200);
  });

  it("a browser's own failures lock only that browser", async () => {
    await createStaffUser(t.database.db, "vesna");
    const device = deviceCookieOf(await right("vesna", freshIp()));
    const ip = freshIp();
    for (let i = 0; i < LOGIN_POLICY.placeLimit; i++) {
      await postLogin(t, { username: "vesna", password: "not-the-password!" }, { ip, cookie: device });
    }
    expect(
      (await postLogin(t, { username: "vesna", password: TEST_STAFF_PASSWORD }, { ip, cookie: device }))
        .status,
    ).toBe(429);
    expect((await right("vesna", freshIp())).status).toBe(200);
  });
});

describe("failed logins per address", () => {
  it("lock the address after 20 failures, for every username, until the lock ends", async () => {
    await createStaffUser(t.database.db, "petar");
    const ip = freshIp();
    const start = t.clock.now.getTime();
    for (let i = 1; i < LOGIN_POLICY.addressLimit; i++)
      expect((await wrong(`guess${i}`, ip)).status).toBe(401);
    const locking = await wrong("guess-last", ip);
    expect(locking.status).toBe(429);
    expect(locking.headers.get("retry-after")).toBe("900");

    expect((await right("petar", ip)).status).toBe(429);
    expect((await right("petar", freshIp())).status).toBe(200);

    t.clock.now = new Date(start + 15 * MINUTE);
    expect((await right("petar", ip)).status).toBe(200);
  });

  it("counts an IPv6 client by its /64 network", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressKey("192.0.2.1")).toBe("192.0.2.1");
  });
});

describe("an unknown username", () => {
  it("gets the same answer as a wrong password", async () => {
    await createStaffUser(t.database.db, "rada");
    const known = await wrong("rada", freshIp());
    const unknown = await wrong("nobody-here", freshIp());
    expect(unknown.status).toBe(known.status);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await known.json());
    expect(unknown.headers.getSetCookie()).toEqual(known.headers.getSetCookie());
    expect(unknown.headers.get("retry-after")).toBeNull();
  });

  it("is locked after the same number of failures", async () => {
    const statuses: number[] = [];
    const ip = freshIp();
    for (let i = 0; i < LOGIN_POLICY.placeLimit; i++) statuses.push((await wrong("ghost", ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  // Timing on a shared machine is noisy: medians of 8, a wide band, and retries.
  it("takes as long as a wrong password (a password hash is verified either way)", { retry: 2 }, async () => {
    const tag = ++ipCounter;
    const names = ["sara", "tara", "uros", "vera", "zora", "xena", "yana", "wanda"].map(
      (name) => `${name}${tag}`,
    );
    for (const name of names) await createStaffUser(t.database.db, name);
    const timed = async (username: string) => {
      const started = performance.now();
      const res = await wrong(username, freshIp());
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const [i, name] of names.entries()) {
      knownTimes.push(await timed(name));
      unknownTimes.push(await timed(`missing-${i}-${tag}`));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    // Both include the hash: far above what a bare lookup costs.
    expect(median(unknownTimes)).toBeGreaterThan(5);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.actor, [`missing-0-${tag}`, names[0] ?? ""]));
    expect(audit.map((row) => (row.details as { reasons: unknown }).reasons)).toEqual(
      expect.arrayContaining([{ unknown_user: 1 }, { wrong_password: 1 }]),
    );
  });
});
