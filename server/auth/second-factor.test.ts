import { and, eq } from "drizzle-orm";
import { URI } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { auditLog } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createStaffUser, TEST_STAFF_PASSWORD } from "../test/staff";
import { LOGIN_POLICY } from "./login-throttle";
import { enrollSecondFactor } from "./second-factor";
import { postLogin, sessionCookieOf } from "./test-support";

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `198.19.7.${++ipCounter}`;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date();
});

async function enrolled(username: string) {
  await createStaffUser(t.database.db, username);
  const result = await enrollSecondFactor(
    { db: t.database.db, now: t.clock.now, t: serverT("en"), actor: "cli" },
    { username },
  );
  const totp = URI.parse(result.uri);
  return { ...result, codeAt: (date: Date) => totp.generate({ timestamp: date.getTime() }) };
}

const login = (username: string, code: string | undefined, ip: string, lang = "en") =>
  postLogin(
    t,
    { username, password: TEST_STAFF_PASSWORD, ...(code === undefined ? {} : { code }) } as never,
    {
      ip,
      headers: { "accept-language": lang },
    },
  );

describe("a staff account with a second factor", () => {
  it("cannot sign in with the password alone: the gate is asked for the code, in the page's language", async () => {
    await enrolled("tina");
    for (const [lang, message] of [
      ["en", "Enter the code from your authenticator app."],
      ["ar", "أدخل الرمز من تطبيق المصادقة."],
      ["sr", "Унесите код из апликације за аутентификацију."],
    ] as const) {
      const res = await login("tina", undefined, freshIp(), lang);
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await res.json()).error).toEqual({
        code: "second_factor_required",
        message,
        fields: { code: message },
      });
    }
  });

  it("signs in with the current TOTP code, once: the same code is not accepted twice", async () => {
    const { codeAt } = await enrolled("uma");
    const code = codeAt(t.clock.now);
    const ok = await login("uma", code, freshIp());
    expect(ok.status).toBe(200);
    expect(sessionCookieOf(ok).cookie).toMatch(/^potentia_session=/);
    const replay = await login("uma", code, freshIp());
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.code).toBe("second_factor_invalid");
    // A code of the previous step is still accepted (clock drift), one of two steps back is not.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await login("uma", codeAt(new Date(t.clock.now.getTime() - 30_000)), freshIp())).status).toBe(
      200,
    );
    expect((await login("uma", codeAt(new Date(t.clock.now.getTime() - 90_000)), freshIp())).status).toBe(
      401,
    );
  });

  it("signs in with each of ten recovery codes once, and records it", async () => {
    const { recoveryCodes } = await enrolled("vida");
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [first = ""] = recoveryCodes;
    expect((await login("vida", first.toLowerCase().replace("-", " "), freshIp())).status).toBe(200);
    expect((await login("vida", first, freshIp())).status).toBe(401);
    const used = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, "vida"), eq(auditLog.action, "login.recovery_code_used")));
    expect(used.map((row) => row.details)).toEqual([{ left: 9 }]);
  });

  it("counts wrong codes as failed logins: five lock the username from that address", async () => {
    await enrolled("wera");
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_POLICY.placeLimit; i++)
      statuses.push((await login("wera", "000000", ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, ip), eq(auditLog.action, "login.failed")));
    expect(rows.map((row) => (row.details as { reasons: unknown }).reasons)).toEqual([{ wrong_code: 5 }]);
  });

  it("enrolment is audited, ends the account's sessions and replaces the old codes", async () => {
    const first = await enrolled("xana");
    const session = await login("xana", first.codeAt(t.clock.now), freshIp());
    expect(session.status).toBe(200);
    const second = await enrollSecondFactor(
      { db: t.database.db, now: t.clock.now, t: serverT("en"), actor: "cli" },
      { username: "xana" },
    );
    expect(second.uri).not.toBe(first.uri);
    expect((await login("xana", first.recoveryCodes[1], freshIp())).status).toBe(401);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff.mfa_enrolled"));
    expect(audit.filter((row) => row.entityId === "xana").map((row) => row.details)).toEqual([
      { recoveryCodes: 10, endedSessions: 0 },
      { recoveryCodes: 10, endedSessions: 1 },
    ]);
  });
});
