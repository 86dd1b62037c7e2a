import { describe, expect, it } from "vitest";
import type { CompanyList } from "#core/domain/crm";
import { LANGUAGES } from "#core/i18n/languages";
import { companies, currencyRates, projects } from "../db/schema";
import { createStaffUser } from "../test/staff";
import { setupCrmApp } from "./test-support";

// The dashboard's list in each order, and "mine" (GET /api/crm/companies?sort=&mine=).
const crm = setupCrmApp();
let seq = 0;

/** Companies named `<name> <tag>` (the tag finds this test's own), straight into the database. */
async function seed(rows: Array<Partial<typeof companies.$inferInsert> & { name: string }>) {
  const tag = `Qx${++seq}sort`;
  const added = await crm.t.database.db
    .insert(companies)
    .values(rows.map((row) => ({ stage: "lead", ...row, name: `${row.name} ${tag}` })))
    .returning({ id: companies.id, name: companies.name });
  return { tag, ids: Object.fromEntries(added.map((c) => [c.name.replace(` ${tag}`, ""), c.id])) };
}

async function list(query: string, lang = "en") {
  const res = await crm.call<CompanyList>("GET", `/api/crm/companies?${query}`, undefined, {
    "accept-language": lang,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const names = (page: CompanyList, tag: string) => page.items.map((c) => c.name.replace(` ${tag}`, ""));

describe("GET /api/crm/companies: order and mine", () => {
  const NAMES = [
    "1001",
    "101",
    "1013",
    "Zeta 10",
    "Zeta 2",
    "alpha",
    "Ana",
    "Čačak",
    "Cuprija",
    "Ćirić",
    "Šarić",
    "Ђорђевић 1001",
    "Ђорђевић 101",
    "Љубичић",
    "Његотин",
    "الراجحي 101",
    "المراعي",
    "أبناء",
    "بنك",
  ];

  it.each(LANGUAGES)(
    "sorts by name as Intl.Collator(%s, numeric) does, from the database, page by page",
    async (lang) => {
      const { tag } = await seed(NAMES.map((name) => ({ name })));
      const expected = [...NAMES].sort(new Intl.Collator(lang, { numeric: true }).compare);
      const whole = await list(`q=${tag}&sort=name`, lang);
      expect(names(whole, tag)).toEqual(expected);
      // The default order is by name; pages continue where the last one ended.
      const first = await list(`q=${tag}&limit=7`, lang);
      const second = await list(`q=${tag}&limit=7&offset=7`, lang);
      expect([...names(first, tag), ...names(second, tag)]).toEqual(expected.slice(0, 14));
    },
  );

  it("sorts by last contact, latest first, companies never contacted last", async () => {
    const { tag } = await seed([
      { name: "Old", lastContact: "2025-01-05" },
      { name: "Never", lastContact: null },
      { name: "Recent", lastContact: "2026-10-30" },
      { name: "Middle", lastContact: "2026-03-01" },
    ]);
    expect(names(await list(`q=${tag}&sort=lastContact`), tag)).toEqual(["Recent", "Middle", "Old", "Never"]);
  });

  it("sorts by the open deals' value in SAR, largest first; cancelled, trashed and unconvertible deals do not count", async () => {
    const db = crm.t.database.db;
    await db.insert(currencyRates).values({ currency: "EUR", rateToSar: 4, rateDate: "2026-11-01" });
    const { tag, ids } = await seed([
      { name: "Riyal" },
      { name: "Euro" },
      { name: "None" },
      { name: "Dollar" },
    ]);
    await db.insert(projects).values([
      { companyId: ids.Riyal ?? 0, name: "Open", dealValue: 3000, currency: "SAR", stage: "active" },
      {
        companyId: ids.Riyal ?? 0,
        name: "Cancelled",
        dealValue: 900_000,
        currency: "SAR",
        stage: "cancelled",
      },
      {
        companyId: ids.Riyal ?? 0,
        name: "Trashed",
        dealValue: 800_000,
        currency: "SAR",
        deletedAt: new Date(),
      },
      // 1,000 EUR at 4: 4,000 SAR, more than the riyal company's 3,000.
      { companyId: ids.Euro ?? 0, name: "Euro deal", dealValue: 1000, currency: "EUR", stage: "proposal" },
      // No rate for USD: no value to compare, so it sorts with the companies without deals, by name.
      {
        companyId: ids.Dollar ?? 0,
        name: "Dollar deal",
        dealValue: 5000,
        currency: "USD",
        stage: "proposal",
      },
    ]);
    expect(names(await list(`q=${tag}&sort=value`), tag)).toEqual(["Euro", "Riyal", "Dollar", "None"]);
  });

  it("sorts by the next action's due date, soonest first, companies without one last", async () => {
    const { tag } = await seed([
      { name: "Later", nextActionDue: "2026-12-20" },
      { name: "Undated", nextActionDue: null },
      { name: "Overdue", nextActionDue: "2026-11-01" },
      { name: "Soon", nextActionDue: "2026-11-28" },
    ]);
    expect(names(await list(`q=${tag}&sort=due`), tag)).toEqual(["Overdue", "Soon", "Later", "Undated"]);
  });

  it("mine=1 keeps only the companies whose follow-up the signed-in staff member owns", async () => {
    await createStaffUser(crm.t.database.db, "sales2");
    const { tag } = await seed([
      { name: "Mine B", nextActionOwner: "sales1", nextActionDue: "2026-12-01" },
      { name: "Theirs", nextActionOwner: "sales2", nextActionDue: "2026-11-01" },
      { name: "Nobody's" },
      { name: "Mine A", nextActionOwner: "sales1" },
    ]);
    const mine = await list(`q=${tag}&mine=1`);
    expect(names(mine, tag)).toEqual(["Mine A", "Mine B"]);
    expect(mine.total).toBe(2);
    expect(names(await list(`q=${tag}&mine=1&sort=due`), tag)).toEqual(["Mine B", "Mine A"]);
    expect(names(await list(`q=${tag}&mine=0`), tag)).toHaveLength(4);
  });

  it.each([
    ["sort=size", "sort"],
    ["mine=yes", "mine"],
  ])("refuses %s with a translated error naming the field", async (query, field) => {
    const res = await crm.call<{ error: { code: string; fields?: Record<string, string> } }>(
      "GET",
      `/api/crm/companies?${query}`,
      undefined,
      { "accept-language": "sr" },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
  });
});
