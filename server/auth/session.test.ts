import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { auditLog, sessions, staffUsers } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createStaffUser, TEST_STAFF_PASSWORD } from "../test/staff";
import { changeStaffPassword } from "./change-staff-password";
import { setStaffActive } from "./set-staff-active";
import { postLogin, sessionCookieOf, sessionOf } from "./test-support";

let t: TestApp;
const HOUR = 60 * 60 * 1000;
const accounts = () => ({ db: t.database.db, now: t.clock.now, t: serverT("en"), actor: "test" });

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["ana", "boris", "dana", "emir", "farah", "goran"])
    await createStaffUser(t.database.db, name);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

async function loginCookie(username: string, ip?: string): Promise<string> {
  const res = await postLogin(t, { username, password: TEST_STAFF_PASSWORD }, { ip });
  expect(res.status).toBe(200);
  return sessionCookieOf(res).cookie;
}

describe("POST /api/auth/login", () => {
  it("opens a session in an httpOnly, SameSite=Lax cookie valid 24 hours, and answers who is signed in", async () => {
    const res = await postLogin(t, { username: "ana", password: TEST_STAFF_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toEqual({
      session: {
        username: "ana",
        role: "admin",
        expiresAt: new Date(t.clock.now.getTime() + 24 * HOUR).toISOString(),
      },
    });
    const { header } = sessionCookieOf(res);
    expect(header).toMatch(/^potentia_session=[A-Za-z0-9_-]{43}; /);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).toContain("Max-Age=86400");
    expect(header).not.toContain("Secure");
  });

  it("uses the __Host- prefix and Secure under HTTPS, and reads only that cookie there", async () => {
    const https = { "x-forwarded-proto": "https" };
    const res = await postLogin(t, { username: "ana", password: TEST_STAFF_PASSWORD }, { headers: https });
    const { cookie, header } = sessionCookieOf(res);
    expect(header).toMatch(/^__Host-potentia_session=[A-Za-z0-9_-]{43}; /);
    expect(header).toContain("Secure");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toMatch(/Domain=/i);

    expect((await sessionOf(t, cookie, https))?.username).toBe("ana");
    const token = cookie.split("=")[1];
    // The same value under the unprefixed name could have been planted by another host: ignored.
    expect(await sessionOf(t, `potentia_session=${token}`, https)).toBeNull();
  });

  it("keeps only the SHA-256 of the session id in the database", async () => {
    const cookie = await loginCookie("boris");
    const token = cookie.split("=")[1] ?? "";
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((row) => JSON.stringify(row).includes(token))).toBe(false);
    const hash = createHash("sha256").update(token).digest("hex");
    expect(rows.some((row) => row.idHash === hash)).toBe(true);
  });

  it("issues a new session id at every login and ends the one the browser had", async () => {
    const first = await loginCookie("dana");
    const res = await postLogin(t, { username: "dana", password: TEST_STAFF_PASSWORD }, { cookie: first });
    const second = sessionCookieOf(res).cookie;
    expect(second).not.toBe(first);
    expect(await sessionOf(t, first)).toBeNull();
    expect((await sessionOf(t, second))?.username).toBe("dana");
    // Another browser's login leaves this one alone.
    await loginCookie("dana");
    expect((await sessionOf(t, second))?.username).toBe("dana");
  });

  it("accepts the username in any case and with spaces around it", async () => {
    const res = await postLogin(t, { username: "  Ana ", password: TEST_STAFF_PASSWORD });
    expect(res.status).toBe(200);
    expect((await res.json()).session.username).toBe("ana");
  });

  it("records the last login time", async () => {
    await loginCookie("emir");
    const [user] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.username, "emir"));
    expect(user?.lastLoginAt?.toISOString()).toBe(t.clock.now.toISOString());
  });

  it("answers a missing field with 400 and the gate's message", async () => {
    const res = await t.request("/api/auth/login", { method: "POST", json: { username: "ana" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: "invalid_input",
      message: "Password is required",
    });
  });

  it("takes JSON only", async () => {
    const res = await t.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `username=ana&password=${TEST_STAFF_PASSWORD}`,
    });
    expect(res.status).toBe(415);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ])("refuses a cross-site login (%s) with 403", async (_, headers) => {
    const res = await postLogin(t, { username: "ana", password: TEST_STAFF_PASSWORD }, { headers });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("cross_site");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("accepts a login from our own origin", async () => {
    const res = await postLogin(
      t,
      { username: "ana", password: TEST_STAFF_PASSWORD },
      { headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" } },
    );
    expect(res.status).toBe(200);
  });
});

describe("GET /api/auth/session", () => {
  it("answers null without a cookie, and null (clearing the cookie) for an unknown one", async () => {
    const none = await t.request("/api/auth/session");
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ session: null });
    const forged = await t.request("/api/auth/session", {
      headers: { cookie: `potentia_session=${"x".repeat(43)}` },
    });
    expect(await forged.json()).toEqual({ session: null });
    expect(sessionCookieOf(forged).header).toMatch(/^potentia_session=; Max-Age=0/);
  });

  it("ends a session 24 hours after it was last used", async () => {
    const cookie = await loginCookie("farah");
    const start = t.clock.now.getTime();
    t.clock.now = new Date(start + 24 * HOUR);
    expect(await sessionOf(t, cookie)).toBeNull();
    expect((await t.request("/api/crm/catalog", { headers: { cookie } })).status).toBe(401);
  });

  it("slides while the person works (cookie renewed too), up to seven days after the login", async () => {
    const cookie = await loginCookie("dana");
    const start = t.clock.now.getTime();
    // Used every 20 hours: never 24 hours idle, so it lives on.
    for (let hours = 20; hours < 7 * 24; hours += 20) {
      t.clock.now = new Date(start + hours * HOUR);
      const res = await t.request("/api/crm/catalog", { headers: { cookie } });
      expect(res.status, `after ${hours} h`).toBe(200);
      expect(res.headers.get("set-cookie")).toMatch(/potentia_session=[^;]+; Max-Age=86400/);
    }
    const answer = await sessionOf(t, cookie);
    expect(answer?.expiresAt).toBe(new Date(start + 7 * 24 * HOUR).toISOString());
    // Not renewed more than once a minute.
    const again = await t.request("/api/crm/catalog", { headers: { cookie } });
    expect(again.headers.get("set-cookie")).toBeNull();
    t.clock.now = new Date(start + 7 * 24 * HOUR);
    expect((await t.request("/api/crm/catalog", { headers: { cookie } })).status).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session, clears the cookie and records it", async () => {
    const cookie = await loginCookie("goran", "203.0.113.9");
    const res = await t.request("/api/auth/logout", {
      method: "POST",
      json: {},
      headers: { cookie, "x-forwarded-for": "203.0.113.9" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ session: null });
    expect(sessionCookieOf(res).header).toMatch(/^potentia_session=; Max-Age=0/);
    expect(await sessionOf(t, cookie)).toBeNull();
    expect((await t.request("/api/crm/catalog", { headers: { cookie } })).status).toBe(401);
    const [last] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ action: "logout", actor: "goran", ip: "203.0.113.9" });
  });

  it("refuses a cross-site logout with 403 and leaves the session open", async () => {
    const cookie = await loginCookie("goran");
    const res = await t.request("/api/auth/logout", {
      method: "POST",
      json: {},
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await sessionOf(t, cookie))?.username).toBe("goran");
  });

  it("takes JSON only", async () => {
    const cookie = await loginCookie("goran");
    const res = await t.request("/api/auth/logout", { method: "POST", headers: { cookie } });
    expect(res.status).toBe(415);
    expect((await sessionOf(t, cookie))?.username).toBe("goran");
  });
});

describe("accounts", () => {
  it("disabling an account ends its sessions and refuses its logins like a wrong password", async () => {
    await createStaffUser(t.database.db, "hana");
    const cookie = await loginCookie("hana");
    const result = await setStaffActive(accounts(), { username: "hana", active: false });
    expect(result).toEqual({ username: "hana", changed: true, endedSessions: 1 });
    expect(await sessionOf(t, cookie)).toBeNull();
    expect((await t.request("/api/crm/catalog", { headers: { cookie } })).status).toBe(401);

    const refused = await postLogin(
      t,
      { username: "hana", password: TEST_STAFF_PASSWORD },
      { ip: "192.0.2.50" },
    );
    const wrong = await postLogin(t, { username: "ana", password: "not-the-password" }, { ip: "192.0.2.51" });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(await wrong.json());

    await setStaffActive(accounts(), { username: "hana", active: true });
    expect((await postLogin(t, { username: "hana", password: TEST_STAFF_PASSWORD })).status).toBe(200);
  });

  it("a password change ends every session of the account; only the new password opens one", async () => {
    await createStaffUser(t.database.db, "ivan");
    const one = await loginCookie("ivan");
    const two = await loginCookie("ivan");
    const result = await changeStaffPassword(accounts(), {
      username: "ivan",
      password: "Violet-Canyon-Engine-88",
    });
    expect(result.endedSessions).toBe(2);
    expect(await sessionOf(t, one)).toBeNull();
    expect(await sessionOf(t, two)).toBeNull();
    expect((await postLogin(t, { username: "ivan", password: TEST_STAFF_PASSWORD })).status).toBe(401);
    expect((await postLogin(t, { username: "ivan", password: "Violet-Canyon-Engine-88" })).status).toBe(200);
  });

  it("stores argon2id hashes with the OWASP parameters", async () => {
    const [user] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.username, "ana"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("audit log", () => {
  it("records logins and failures with time, username and address", async () => {
    await createStaffUser(t.database.db, "jana");
    await postLogin(t, { username: "jana", password: "wrong-password-here" }, { ip: "203.0.113.20" });
    await postLogin(t, { username: "jana", password: TEST_STAFF_PASSWORD }, { ip: "203.0.113.21" });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.actor, "jana"));
    expect(rows.map((row) => [row.action, row.ip, row.at.toISOString()])).toEqual([
      ["login.failed", "203.0.113.20", t.clock.now.toISOString()],
      ["login", "203.0.113.21", t.clock.now.toISOString()],
    ]);
  });
});
