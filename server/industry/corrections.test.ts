import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies, industryCorrections, industryLearnedCues } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";

// The correction loop end to end, on the test database (PGlite here, PostgreSQL in CI): corrections kept when
// staff set an industry the detector did not give, the cue they suggest, accepted, used by the next
// detection, reverted. "Pčelarstvo" (beekeeping) is in no knowledge file.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await loginAsStaff(t, "sales1"));
});
afterAll(() => t.close());

async function call(method: string, path: string, json?: unknown, lang = "en") {
  const res = await t.request(path, {
    method,
    headers: { cookie, "accept-language": lang },
    ...(json === undefined ? {} : { json }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const addCompany = (companyName: string, industry: string) =>
  call("POST", "/api/crm/companies", { companyName, industry, stage: "lead", confirmDuplicate: true });
const detect = (companyName: string, lang = "en") =>
  call("POST", "/api/crm/detect-industry", { companyName }, lang);
const cues = () => call("GET", "/api/crm/industry-cues");
const corrections = () =>
  t.database.db.select().from(industryCorrections).orderBy(asc(industryCorrections.id));
const cueAudit = () =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entity, "industry_cue")).orderBy(asc(auditLog.id));

describe("learning from the team's corrections", () => {
  it("keeps a correction when staff add a company with an industry the detector did not give", async () => {
    t.clock.now = new Date("2026-05-06T09:00:00Z");
    const added = await addCompany("Pčelarstvo Janković", "FMCG");
    expect(added.status).toBe(201);
    expect(await corrections()).toEqual([
      {
        id: expect.any(Number),
        name: "Pčelarstvo Janković",
        detected: null,
        chosen: "FMCG",
        companyId: added.body.id,
        actor: "sales1",
        at: new Date("2026-05-06T09:00:00Z"),
      },
    ]);
    // The detector's own answer, chosen: nothing to learn.
    expect((await addCompany("Mljekara Zvezdara", "FMCG")).status).toBe(201);
    expect(await corrections()).toHaveLength(1);
  });

  it("keeps a correction when staff change a company's industry, and none for other changes", async () => {
    expect((await addCompany("Pčelarstvo Rajac d.o.o.", "FMCG")).status).toBe(201);
    // A company that came without an industry (as an import or a lead would).
    const [row] = await t.database.db
      .insert(companies)
      .values({ name: "Пчеларство Медено брдо", industry: null })
      .returning();
    const id = row?.id;
    const stage = await call("PATCH", `/api/crm/companies/${id}`, { version: 1, stage: "qualified" });
    expect(stage.status, JSON.stringify(stage.body)).toBe(200);
    expect(await corrections()).toHaveLength(2);
    const changed = await call("PATCH", `/api/crm/companies/${id}`, { version: 2, industry: "FMCG" });
    expect(changed.status).toBe(200);
    const all = await corrections();
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({
      name: "Пчеларство Медено брдо",
      detected: null,
      chosen: "FMCG",
      companyId: id,
    });
  });

  it("suggests a word seen in three corrected names of one industry, and nothing else", async () => {
    const { status, body } = await cues();
    expect(status).toBe(200);
    expect(body.suggestions).toEqual([
      {
        term: "pcelarstvo",
        word: "Pčelarstvo",
        industry: "FMCG",
        names: 3,
        examples: expect.arrayContaining(["Pčelarstvo Janković", "Пчеларство Медено брдо"]),
      },
    ]);
    expect(body.learned).toEqual([]);
  });

  it("refuses bad input and a word that is not suggested, and changes nothing", async () => {
    const bad = await call("POST", "/api/crm/industry-cues/accept", { term: "", industry: "Bakeries" });
    expect(bad.status).toBe(400);
    const notSuggested = await call(
      "POST",
      "/api/crm/industry-cues/accept",
      { term: "jankovic", industry: "FMCG" },
      "sr",
    );
    expect(notSuggested).toEqual({
      status: 409,
      body: {
        error: {
          code: "conflict",
          message: "Ова реч више није међу предложеним знацима. Поново учитајте страницу.",
        },
      },
    });
    expect(await t.database.db.select().from(industryLearnedCues)).toEqual([]);
    expect(await cueAudit()).toEqual([]);
  });

  it("accepts the cue: stored, audited, used by the next detection at once, in every script", async () => {
    expect((await detect("Pčelarstvo Avala")).body.industry).toBeNull();
    t.clock.now = new Date("2026-05-07T10:00:00Z");
    const accepted = await call("POST", "/api/crm/industry-cues/accept", {
      term: "pcelarstvo",
      industry: "FMCG",
    });
    expect(accepted).toEqual({
      status: 201,
      body: { id: expect.any(Number), term: "pcelarstvo", industry: "FMCG" },
    });

    const latin = await detect("Pčelarstvo Avala");
    expect(latin.body).toEqual({
      industry: "FMCG",
      confidence: "high",
      reasoning:
        "Matched the keyword “Pčelarstvo” (FMCG). “Pčelarstvo” was learned from the team's corrections.",
    });
    expect((await detect("Пчеларство Авала", "sr")).body.industry).toBe("FMCG");
    expect(await cueAudit()).toMatchObject([
      { action: "industry_cue.accept", actor: "sales1", details: { term: "pcelarstvo", industry: "FMCG" } },
    ]);
    const listed = (await cues()).body;
    expect(listed.suggestions).toEqual([]);
    expect(listed.learned).toMatchObject([
      {
        term: "pcelarstvo",
        industry: "FMCG",
        acceptedBy: "sales1",
        acceptedAt: "2026-05-07T10:00:00.000Z",
        revertedAt: null,
      },
    ]);
    // The detector now agrees: the next company with the word is no correction.
    expect((await addCompany("Pčelarstvo Kosmaj", "FMCG")).status).toBe(201);
    expect(await corrections()).toHaveLength(3);
  });

  it("reverts the cue: kept with who reverted it, audited, no longer used; a second revert is refused", async () => {
    const [cue] = await t.database.db.select().from(industryLearnedCues);
    const reverted = await call("POST", `/api/crm/industry-cues/${cue?.id}/revert`);
    expect(reverted.status).toBe(200);
    expect((await detect("Pčelarstvo Avala")).body.industry).toBeNull();
    const [row] = await t.database.db.select().from(industryLearnedCues);
    expect(row).toMatchObject({ term: "pcelarstvo", revertedBy: "sales1" });
    expect((await cueAudit()).map((a) => a.action)).toEqual(["industry_cue.accept", "industry_cue.revert"]);
    const again = await call("POST", `/api/crm/industry-cues/${cue?.id}/revert`);
    expect(again.status).toBe(404);
    expect((await cues()).body.suggestions).toMatchObject([{ term: "pcelarstvo", industry: "FMCG" }]);
  });

  it("needs a staff session", async () => {
    const res = await t.request("/api/crm/industry-cues");
    expect(res.status).toBe(401);
    const accept = await t.request("/api/crm/industry-cues/accept", {
      method: "POST",
      json: { term: "pcelarstvo", industry: "FMCG" },
    });
    expect(accept.status).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(industryLearnedCues)
        .where(and(eq(industryLearnedCues.term, "pcelarstvo"))),
    ).toHaveLength(1);
  });
});
