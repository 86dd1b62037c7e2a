import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { auditLog, companies, projects } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/app";
import { loginAsStaff } from "../../test/staff";

let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAsStaff(t, "boss")).cookie;
  await loginAsStaff(t, "ivan", "sales");
  await loginAsStaff(t, "vera", "sales");
});
afterAll(() => t.close());

async function call(method: string, path: string, json?: unknown, lang = "en") {
  const res = await t.request(path, {
    method,
    headers: { cookie: admin, "accept-language": lang },
    ...(json === undefined ? {} : { json }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers field by field
  return { status: res.status, body: (text.startsWith("{") ? JSON.parse(text) : text) as any };
}

const owners = async (ids: number[]) =>
  (await t.database.db.select().from(companies).where(inArray(companies.id, ids)).orderBy(companies.id)).map(
    (c) => [c.nextActionOwner, c.version],
  );

describe("handing work over", () => {
  it("moves every follow-up of one person to another in one step, and Undo moves them back", async () => {
    const rows = await t.database.db
      .insert(companies)
      .values([
        { name: "Alpha", nextActionOwner: "ivan", nextAction: "Call" },
        { name: "Beta", nextActionOwner: "ivan", nextAction: "Mail" },
        { name: "Gamma", nextActionOwner: "vera", nextAction: "Visit" },
      ])
      .returning({ id: companies.id });
    const ids = rows.map((r) => r.id);
    const [alpha = 0, , gamma = 0] = ids;
    const deals = await t.database.db
      .insert(projects)
      .values([
        {
          companyId: alpha,
          name: "Tracker",
          owner: "ivan",
          nextActionOwner: "ivan",
          nextAction: "Send proposal",
        },
        { companyId: gamma, name: "U&A", owner: "vera", nextActionOwner: "ivan", nextAction: "Call back" },
        { companyId: gamma, name: "Pricing", owner: "vera" },
      ])
      .returning({ id: projects.id });
    const dealOwners = async () =>
      (
        await t.database.db
          .select()
          .from(projects)
          .where(
            inArray(
              projects.id,
              deals.map((d) => d.id),
            ),
          )
          .orderBy(projects.id)
      ).map((d) => [d.owner, d.nextActionOwner]);

    const moved = await call("POST", "/api/crm/team/reassign", { from: "ivan", to: "vera" });
    expect(moved.status).toBe(200);
    expect(moved.body.counts).toEqual({ followUps: 2, deals: 1, dealFollowUps: 2 });
    expect(await dealOwners()).toEqual([
      ["vera", "vera"],
      ["vera", "vera"],
      ["vera", null],
    ]);
    expect(await owners(ids)).toEqual([
      ["vera", 2],
      ["vera", 2],
      ["vera", 1],
    ]);

    const undone = await call("POST", `/api/crm/team/reassign/${moved.body.id}/undo`, {});
    expect(undone.body.counts).toEqual({ followUps: 2, deals: 1, dealFollowUps: 2 });
    expect(await dealOwners()).toEqual([
      ["ivan", "ivan"],
      ["vera", "ivan"],
      ["vera", null],
    ]);
    expect(await owners(ids)).toEqual([
      ["ivan", 3],
      ["ivan", 3],
      ["vera", 1],
    ]);

    const twice = await call("POST", `/api/crm/team/reassign/${moved.body.id}/undo`, {}, "ar");
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(serverT("ar")("team:errors.undoGone"));
    expect(await owners(ids)).toEqual([
      ["ivan", 3],
      ["ivan", 3],
      ["vera", 1],
    ]);
  });

  it("refuses the same person twice, an unknown one, or a disabled one, and moves nothing", async () => {
    expect((await call("POST", "/api/crm/team/reassign", { from: "ivan", to: "ivan" })).status).toBe(400);
    expect((await call("POST", "/api/crm/team/reassign", { from: "ivan", to: "nobody" })).status).toBe(404);
    await call("POST", "/api/crm/team/members/vera/disable", {});
    const disabled = await call("POST", "/api/crm/team/reassign", { from: "ivan", to: "vera" }, "sr");
    expect(disabled.body.error.message).toBe(
      serverT("sr")("team:errors.memberDisabled", { username: "vera" }),
    );
    const still = await t.database.db.select().from(companies).where(eq(companies.nextActionOwner, "ivan"));
    expect(still).toHaveLength(2);
    await call("POST", "/api/crm/team/members/vera/enable", {});
  });
});

describe("the audit view", () => {
  it("filters by person, kind and date, pages, and downloads the filtered entries as CSV", async () => {
    const day = (d: string) => new Date(`${d}T10:00:00Z`);
    await t.database.db.insert(auditLog).values([
      ...Array.from({ length: 55 }, (_, i) => ({
        at: day("2026-01-05"),
        actor: "ivan",
        action: "company.update",
        entity: "company",
        entityId: String(i),
      })),
      { at: day("2026-01-06"), actor: "ivan", action: "company.merge", entity: "company", entityId: "7" },
      { at: day("2026-01-07"), actor: "vera", action: "export.crm", entity: "export", entityId: "=cmd()" },
    ]);
    const page1 = await call("GET", "/api/crm/audit?actor=ivan&kind=change&from=2026-01-01&to=2026-01-31");
    expect(page1.body).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(page1.body.items).toHaveLength(50);
    const page2 = await call(
      "GET",
      "/api/crm/audit?actor=ivan&kind=change&from=2026-01-01&to=2026-01-31&page=2",
    );
    expect(page2.body.items).toHaveLength(5);

    const merges = await call("GET", "/api/crm/audit?kind=merge&from=2026-01-06&to=2026-01-06");
    expect(merges.body.items.map((r: { action: string }) => r.action)).toEqual(["company.merge"]);
    const signIns = await call("GET", "/api/crm/audit?kind=signIn");
    expect(signIns.body.total).toBeGreaterThan(0);
    expect(signIns.body.items.length).toBeGreaterThan(0);
    expect(signIns.body.items.filter((r: { action: string }) => !r.action.startsWith("login"))).toEqual([]);

    const bad = await call("GET", "/api/crm/audit?from=yesterday", undefined, "ar");
    expect(bad.status).toBe(400);

    const csv = await call("GET", "/api/crm/audit/audit.csv?kind=export&from=2026-01-07&to=2026-01-07");
    // (Response.text() drops the byte-order mark that tells spreadsheets the file is UTF-8.)
    expect(csv.body).toBe(
      "at,actor,action,entity,entity_id,ip,Kind of entry\r\n2026-01-07T10:00:00.000Z,vera,export.crm,export,'=cmd(),,Downloaded the CRM's data\r\n",
    );
    const [recorded] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "export.audit"));
    expect(recorded).toMatchObject({ actor: "boss", entityId: "/api/crm/audit/audit.csv" });
  });
});
