import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { outbox, staffInvitations, staffUsers, teamSettings } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { startTestMail } from "../../test/mail";
import { loginAsStaff, TEST_STAFF_PASSWORD } from "../../test/staff";

let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://potentia.test" });
  admin = (await loginAsStaff(t, "boss")).cookie;
});
afterAll(() => t.close());

async function call(method: string, path: string, json?: unknown, cookie = admin, lang = "en") {
  const res = await t.request(path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), "accept-language": lang },
    ...(json === undefined ? {} : { json }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers field by field
  return { status: res.status, body: (text.startsWith("{") ? JSON.parse(text) : text) as any };
}

const member = async (username: string) =>
  (await t.database.db.select().from(staffUsers).where(eq(staffUsers.username, username)))[0];
const tokenOf = (text: string) => /\/crm\/join\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
const ar = serverT("ar");

describe("invitations", () => {
  it("sends a single-use link in the invitee's language through the SMTP server; the invitee joins in the role given", async () => {
    const mailer = await startTestMail(t.database.db, {
      from: "crm@potentia.test",
      retry: { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 2 },
    });
    const { smtp } = mailer;
    try {
      const invited = await call("POST", "/api/crm/team/invitations", {
        email: "Lina@Example.com",
        role: "viewer",
        language: "ar",
      });
      expect(invited.status).toBe(201);
      const [mail] = await smtp.waitFor(1);
      expect(mail?.to).toEqual(["lina@example.com"]);
      expect(mail?.headers.subject).toBe(serverT("ar", "team")("mail.subject"));
      expect(mail?.text).toContain("https://potentia.test/ar/crm/join/");
      const token = tokenOf(mail?.text ?? "");

      const shown = await call("GET", `/api/auth/invitations/${token}`, undefined, "");
      expect(shown.body.invitation).toMatchObject({
        email: "lina@example.com",
        role: "viewer",
        language: "ar",
      });
      const joined = await call(
        "POST",
        `/api/auth/invitations/${token}`,
        { username: "lina", password: TEST_STAFF_PASSWORD },
        "",
      );
      expect(joined.status).toBe(201);
      expect(await member("lina")).toMatchObject({
        role: "viewer",
        language: "ar",
        email: "lina@example.com",
      });
      const cookie = (await loginAsStaff(t, "lina")).cookie;
      expect((await call("GET", "/api/crm/team", undefined, cookie)).status).toBe(403);

      const again = await call(
        "POST",
        `/api/auth/invitations/${token}`,
        { username: "lina2", password: TEST_STAFF_PASSWORD },
        "",
        "ar",
      );
      expect(again).toEqual({
        status: 410,
        body: { error: { code: "invitation_used", message: ar("team:errors.invitationUsed") } },
      });
      expect(await member("lina2")).toBeUndefined();
    } finally {
      await mailer.close();
    }
  }, 30_000);

  it("refuses a link after 72 hours, and an address already on the team, changing nothing", async () => {
    await call("POST", "/api/crm/team/invitations", {
      email: "late@example.com",
      role: "sales",
      language: "sr",
    });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, "late@example.com"));
    expect(mail?.text).toContain("/sr/crm/join/");
    t.clock.now = new Date(t.clock.now.getTime() + 72 * 3600_000 + 1000);
    const late = await call(
      "POST",
      `/api/auth/invitations/${tokenOf(mail?.text ?? "")}`,
      { username: "late", password: TEST_STAFF_PASSWORD },
      "",
      "sr",
    );
    expect(late.status).toBe(410);
    expect(late.body.error.message).toBe(serverT("sr")("team:errors.invitationExpired"));
    expect(await member("late")).toBeUndefined();
    t.clock.now = new Date();

    const before = await t.database.db.select().from(staffInvitations);
    const taken = await call(
      "POST",
      "/api/crm/team/invitations",
      { email: "lina@example.com", role: "admin", language: "en" },
      admin,
      "ar",
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.email).toBe(ar("team:errors.emailTaken", { email: "lina@example.com" }));
    expect(await t.database.db.select().from(staffInvitations)).toEqual(before);

    const bad = await call("POST", "/api/crm/team/invitations", {
      email: "not-an-address",
      role: "boss",
      language: "xx",
    });
    expect(bad.status).toBe(400);
    const unknown = await call("GET", `/api/auth/invitations/${"B".repeat(43)}`, undefined, "");
    expect(unknown.status).toBe(404);
  });

  it("gives the invitee a second factor when the team requires one", async () => {
    await call("POST", "/api/crm/team/invitations", {
      email: "sec@example.com",
      role: "sales",
      language: "en",
    });
    expect((await call("PUT", "/api/crm/team/settings", { mfaRequired: true })).body.settings).toEqual({
      mfaRequired: true,
    });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, "sec@example.com"));
    const joined = await call(
      "POST",
      `/api/auth/invitations/${tokenOf(mail?.text ?? "")}`,
      { username: "sec", password: TEST_STAFF_PASSWORD },
      "",
    );
    expect(joined.body.secondFactor.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(joined.body.secondFactor.recoveryCodes).toHaveLength(10);
    const login = await call(
      "POST",
      "/api/auth/login",
      { username: "sec", password: TEST_STAFF_PASSWORD },
      "",
    );
    expect(login.body.error.code).toBe("second_factor_required");
    // The admin without a second factor is now bound to set one up (require-second-factor.test.ts).
    await t.database.db.update(teamSettings).set({ mfaRequired: false });
  });
});

describe("members", () => {
  it("refuses to let the last admin demote or disable themselves, translated, and changes nothing", async () => {
    const demote = await call("PATCH", "/api/crm/team/members/boss", { role: "sales" }, admin, "ar");
    expect(demote).toEqual({
      status: 409,
      body: { error: { code: "last_admin", message: ar("team:errors.lastAdmin") } },
    });
    const disable = await call("POST", "/api/crm/team/members/boss/disable", {}, admin, "ar");
    expect(disable.status).toBe(409);
    expect(await member("boss")).toMatchObject({ role: "admin", active: true });

    await loginAsStaff(t, "second", "admin");
    expect(
      (
        await call("PATCH", "/api/crm/team/members/second", {
          role: "sales",
          language: "sr",
          reminderHour: 7,
        })
      ).status,
    ).toBe(200);
    expect(await member("second")).toMatchObject({ role: "sales", language: "sr", reminderHour: 7 });
    expect((await call("PATCH", "/api/crm/team/members/second", { reminderHour: 24 })).status).toBe(400);
  });

  it("lists sessions with device, address and last seen; ends one; disables and enables", async () => {
    const other = (await loginAsStaff(t, "mira", "sales")).cookie;
    const team = await call("GET", "/api/crm/team");
    const mira = team.body.members.find((m: { username: string }) => m.username === "mira");
    expect(mira.sessions).toHaveLength(1);
    expect(mira.sessions[0]).toMatchObject({ current: false, lastSeenAt: expect.any(String) });
    const me = team.body.members.find((m: { username: string }) => m.username === "boss");
    expect(me.sessions.some((s: { current: boolean }) => s.current)).toBe(true);

    const ended = await call("DELETE", `/api/crm/team/members/mira/sessions/${mira.sessions[0].id}`);
    expect(ended.status).toBe(200);
    expect((await call("GET", "/api/crm/companies", undefined, other)).status).toBe(401);

    const again = (await loginAsStaff(t, "mira")).cookie;
    expect((await call("POST", "/api/crm/team/members/mira/disable", {})).status).toBe(200);
    expect((await call("GET", "/api/crm/companies", undefined, again)).status).toBe(401);
    expect((await call("POST", "/api/crm/team/members/mira/enable", {})).status).toBe(200);
    expect((await member("mira"))?.active).toBe(true);
  });
});
