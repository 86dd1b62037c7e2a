import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CASE_LIMITS, type CaseStudyView } from "#core/domain/case-studies";
import { LANGUAGES } from "#core/i18n/languages";
import { formatNumber } from "#core/lib/format";
import { auditLog, caseStudies } from "../db/schema";
import { loginAsStaff } from "../test/staff";
import { casesT, fullCase, listed, setupCases } from "./test-support";

/** /api/crm/cases on the real database: add, save (409 when stale), bad input refused, order, delete, roles. */
const test = setupCases();

const add = async (title?: string) => {
  const res = await test.call<CaseStudyView>("POST", "/api/crm/cases", fullCase(title));
  expect(res.status).toBe(201);
  return res.body;
};

describe("case studies editor", () => {
  it("adds a case at the end of the list, keyed by its sector, with its texts in every language; audited", async () => {
    const before = await listed(test);
    const created = await add();
    expect(created.key).toMatch(/^retail(-\d+)?$/);
    expect(created.version).toBe(1);
    expect(created.texts.ar.title).toBe("Retail case ar");
    const after = await listed(test);
    expect(after.map((c) => c.key)).toEqual([...before.map((c) => c.key), created.key]);
    const audit = await test.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.key));
    expect(audit.map((row) => row.action)).toEqual(["case.created"]);
  });

  it.each(LANGUAGES)(
    "saves a case in %s with the version it read; a stale save answers 409 and changes nothing",
    async (lang) => {
      const created = await add();
      const input = fullCase("Renamed");
      const saved = await test.call<CaseStudyView>(
        "PUT",
        `/api/crm/cases/${created.key}`,
        { ...input, version: 1 },
        { lang },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.version).toBe(2);
      expect(saved.body.texts.sr.title).toBe("Renamed sr");

      const stale = await test.call<{ error: { message: string }; current: CaseStudyView }>(
        "PUT",
        `/api/crm/cases/${created.key}`,
        { ...fullCase("Lost"), version: 1 },
        { lang },
      );
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toBe(casesT(lang)("errors.stale"));
      const [row] = await test.t.database.db
        .select()
        .from(caseStudies)
        .where(eq(caseStudies.key, created.key));
      expect(row?.version).toBe(2);
      expect((await listed(test)).find((c) => c.key === created.key)?.texts.en.title).toBe("Renamed en");
    },
  );

  it.each(LANGUAGES)(
    "refuses bad input in %s with a translated message per field, and changes nothing",
    async (lang) => {
      const created = await add();
      const input = fullCase("Broken");
      input.texts.ar.title = "  ";
      input.texts.sr.quote = "A quote without its attribution";
      input.texts.sr.attribution = "";
      const res = await test.call<{ error: { message: string; fields: Record<string, string> } }>(
        "PUT",
        `/api/crm/cases/${created.key}`,
        { ...input, version: 1 },
        { lang },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields["texts.ar.title"]).toBe(casesT(lang)("errors.title"));
      expect(res.body.error.fields["texts.sr.attribution"]).toBe(casesT(lang)("errors.attribution"));

      const tooMany = {
        ...fullCase(),
        results: [1, 2, 3, 4, 5].map((n) => ({ id: `f${n}`, value: n, unit: "percent" })),
      };
      const refused = await test.call<{ error: { message: string } }>("POST", "/api/crm/cases", tooMany, {
        lang,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(casesT(lang)("errors.figures"));

      const tooLarge = { ...fullCase(), results: [{ id: "f1", value: 2_000_000, unit: "percent" }] };
      const large = await test.call<{ error: { message: string } }>("POST", "/api/crm/cases", tooLarge, {
        lang,
      });
      expect(large.status).toBe(400);
      expect(large.body.error.message).toBe(
        casesT(lang)("errors.value", {
          min: formatNumber(0, lang),
          max: formatNumber(CASE_LIMITS.value, lang),
        }),
      );
      expect(large.body.error.message).not.toContain("{{");

      const now = (await listed(test)).find((c) => c.key === created.key);
      expect(now?.version).toBe(1);
      expect(now?.texts.ar.title).toBe("Retail case ar");
    },
  );

  it("moves a case up and down (not past the ends), the list answering the new order", async () => {
    const keys = (await listed(test)).map((c) => c.key);
    const last = keys.at(-1) as string;
    const moved = await test.call<{ items: CaseStudyView[] }>("POST", `/api/crm/cases/${last}/move`, {
      direction: "up",
    });
    expect(moved.status).toBe(200);
    const order = moved.body.items.map((c) => c.key);
    expect(order.at(-2)).toBe(last);
    expect(order.at(-1)).toBe(keys.at(-2));
    const first = order[0] as string;
    const stay = await test.call<{ items: CaseStudyView[] }>("POST", `/api/crm/cases/${first}/move`, {
      direction: "up",
    });
    expect(stay.body.items.map((c) => c.key)).toEqual(order);
    const bad = await test.call<{ error: { message: string } }>(
      "POST",
      `/api/crm/cases/${first}/move`,
      { direction: "left" },
      { lang: "ar" },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(casesT("ar")("errors.move"));
  });

  it("deletes a case for good; then it is not found, in the request's language", async () => {
    const created = await add();
    expect((await test.call("DELETE", `/api/crm/cases/${created.key}`)).status).toBe(204);
    expect((await listed(test)).some((c) => c.key === created.key)).toBe(false);
    const gone = await test.call<{ error: { message: string } }>(
      "GET",
      `/api/crm/cases/${created.key}`,
      undefined,
      { lang: "sr" },
    );
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(casesT("sr")("errors.notFound"));
  });

  it("lets a viewer read but not write", async () => {
    const { cookie } = await loginAsStaff(test.t, "viewer1", "viewer");
    const [first] = await listed(test);
    if (!first) throw new Error("no case");
    expect((await test.call("GET", `/api/crm/cases/${first.key}`, undefined, { cookie })).status).toBe(200);
    const save = await test.call(
      "PUT",
      `/api/crm/cases/${first.key}`,
      { ...fullCase(), version: first.version },
      { cookie },
    );
    expect(save.status).toBe(403);
    expect((await test.call("DELETE", `/api/crm/cases/${first.key}`, undefined, { cookie })).status).toBe(
      403,
    );
    expect((await listed(test)).find((c) => c.key === first.key)?.version).toBe(first.version);
  });
});
