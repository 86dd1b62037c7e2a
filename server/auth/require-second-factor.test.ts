import { eq } from "drizzle-orm";
import { URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { staffUsers, teamSettings } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { createStaffUser, loginAsStaff, TEST_STAFF_PASSWORD } from "../test/staff";

let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAsStaff(t, "boss")).cookie;
});
afterAll(() => t.close());

async function call(method: string, path: string, cookie: string, json?: unknown, lang = "en") {
  const res = await t.request(path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), "accept-language": lang },
    ...(json === undefined ? {} : { json }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers field by field
  return { status: res.status, body: (await res.json()) as any, setCookie: res.headers.get("set-cookie") };
}

const cookieOf = (setCookie: string | null) => /^([^;]+)/.exec(setCookie ?? "")?.[1] ?? "";
const login = (username: string, code?: string) =>
  call("POST", "/api/auth/login", "", { username, password: TEST_STAFF_PASSWORD, ...(code ? { code } : {}) });
const secretOf = async (username: string) =>
  (await t.database.db.select().from(staffUsers).where(eq(staffUsers.username, username)))[0]?.totpSecret;

describe("a second factor required of everyone", () => {
  it("takes an existing account without one to its setup, refuses everything else until then, and lets it in with the code after", async () => {
    await createStaffUser(t.database.db, "late", TEST_STAFF_PASSWORD, "sales");
    expect((await call("PUT", "/api/crm/team/settings", admin, { mfaRequired: true })).status).toBe(200);
    // Everyone: the admin who switched it on, without a second factor, too.
    expect((await call("GET", "/api/crm/team", admin)).body.error.code).toBe("second_factor_setup_required");

    const first = await login("late");
    expect(first.status).toBe(200);
    expect(first.body.session).toMatchObject({ username: "late", mustSetUpSecondFactor: true });
    const cookie = cookieOf(first.setCookie);
    expect((await call("GET", "/api/auth/session", cookie)).body.session.mustSetUpSecondFactor).toBe(true);

    // Every staff route but the setup answers 403, translated; reading and writing alike.
    for (const [method, path, json] of [
      ["GET", "/api/crm/companies", undefined],
      ["POST", "/api/crm/companies", { name: "Blocked" }],
      ["GET", "/api/account", undefined],
      ["GET", "/api/crm/team", undefined],
    ] as const) {
      const refused = await call(method, path, cookie, json, "ar");
      expect(refused, `${method} ${path}`).toEqual({
        status: 403,
        body: {
          error: {
            code: "second_factor_setup_required",
            message: serverT("ar")("api.secondFactorSetupRequired"),
          },
        },
        setCookie: null,
      });
    }

    // The setup: a new factor, shown once; this session (and any other) ends.
    const setup = await call("POST", "/api/crm/second-factor", cookie, {});
    expect(setup.status).toBe(200);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.recoveryCodes).toHaveLength(10);
    expect((await call("GET", "/api/crm/companies", cookie)).status).toBe(401);

    // Then the password alone is not enough, and the code lets it in to everything its role allows.
    expect((await login("late")).body.error.code).toBe("second_factor_required");
    const second = await login("late", URI.parse(setup.body.uri).generate());
    expect(second.status).toBe(200);
    expect(second.body.session.mustSetUpSecondFactor).toBeUndefined();
    expect((await call("GET", "/api/crm/companies", cookieOf(second.setCookie))).status).toBe(200);
  });

  it("refuses a setup to an account that has nothing to set up, and changes nothing", async () => {
    const secret = await secretOf("late");
    // (The admin who switched it on has no second factor either: bound like everyone, see above.)
    await t.database.db.update(teamSettings).set({ mfaRequired: false });
    const free = await loginAsStaff(t, "free", "sales");
    const refused = await call("POST", "/api/crm/second-factor", free.cookie, {}, "sr");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(serverT("sr")("api.secondFactorNotRequired"));
    expect(await secretOf("free")).toBeNull();
    expect(await secretOf("late")).toBe(secret);
    // Not required: an account without a second factor works as before.
    expect((await call("GET", "/api/crm/companies", free.cookie)).status).toBe(200);
  });
});
