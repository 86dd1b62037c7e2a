import { describe, expect, it } from "vitest";
import type { CompanyList } from "#core/domain/crm";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp({ perTest: true });

const COMPANIES = [
  ["Saudi National Bank", "Banking & Retail Banks", "lead"],
  ["Riyad Bank", "Banking & Retail Banks", "qualified"],
  ["Almarai", "FMCG", "won"],
  ["Elm", "Technology", "proposal"],
  ["Tamara", "Fintech & Digital Payments", "lead"],
  ["100% Pure Juice", "FMCG", "qualified"],
] as const;

async function list(query: string, lang = "en") {
  const res = await crm.call<CompanyList>("GET", `/api/crm/companies?${query}`, undefined, {
    "accept-language": lang,
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** The companies every test of this file searches, each at its stage, in the test's own database. */
async function addCompanies() {
  for (const [companyName, industry, stage] of COMPANIES) {
    const res = await crm.call<{ id: number }>("POST", "/api/crm/companies", { companyName, industry });
    expect(res.status).toBe(201);
    // The add form offers lead, qualified and proposal; the edit form all six.
    const edit = await crm.call("PATCH", `/api/crm/companies/${res.body.id}`, { version: 1, stage });
    expect(edit.status).toBe(200);
  }
}

describe("searching and filtering companies", () => {
  it("counts all companies and those in lead, qualified, proposal and won", async () => {
    await addCompanies();
    const { stats } = await list("");
    expect(stats).toEqual({ total: 6, lead: 2, qualified: 2, proposal: 1, won: 1 });
  });

  it("searches names and industries, ignoring case", async () => {
    await addCompanies();
    expect((await list("q=BANK")).items.map((c) => c.name)).toEqual(["Riyad Bank", "Saudi National Bank"]);
    expect((await list("q=fmcg")).items.map((c) => c.name)).toEqual(["100% Pure Juice", "Almarai"]);
    expect((await list("q=fintech")).total).toBe(1);
  });

  it("searches the industry names of the page's language", async () => {
    await addCompanies();
    expect((await list(`q=${encodeURIComponent("العقارات")}`, "ar")).total).toBe(0);
    expect((await list(`q=${encodeURIComponent("سريعة التداول")}`, "ar")).items.map((c) => c.name)).toEqual([
      "100% Pure Juice",
      "Almarai",
    ]);
    expect((await list(`q=${encodeURIComponent("технологија")}`, "sr")).items.map((c) => c.name)).toEqual([
      "Elm",
    ]);
  });

  it("takes % and _ in the search literally", async () => {
    await addCompanies();
    expect((await list("q=%25")).items.map((c) => c.name)).toEqual(["100% Pure Juice"]);
    expect((await list("q=_")).total).toBe(0);
  });

  it("filters by stage and by solution, together with the search", async () => {
    await addCompanies();
    expect((await list("stage=lead")).items.map((c) => c.name)).toEqual(["Saudi National Bank", "Tamara"]);
    expect((await list("solution=9")).items.map((c) => c.name)).toEqual(["100% Pure Juice", "Almarai"]);
    expect((await list("solution=9&stage=won")).items.map((c) => c.name)).toEqual(["Almarai"]);
    expect((await list("q=bank&stage=qualified")).items.map((c) => c.name)).toEqual(["Riyad Bank"]);
    const filtered = await list("stage=won");
    expect(filtered.total).toBe(1);
    expect(filtered.stats.total).toBe(6);
  });
});
