import type { Db } from "../../db/client";
import { companies, crmActivities, currencyRates, projects } from "../../db/schema";
import { createStaffUser } from "../../test/staff";

/**
 * The reports' small fixed data set (reports.test.ts computes its expected figures by hand from it).
 * Staff: sales1 (signed in by the test) and sales2. Rates: EUR 4 SAR (2026-11-01); USD has none.
 *
 * Companies: C1 form, C2 import, C3 manual, C4 form (in the trash), C5 import.
 *
 * Open deals (created 2026-09-01, outside the period):
 *   D1 C1 10,000 SAR proposal  own prob —   sales1 expected 2026-11-20
 *   D2 C2  2,000 EUR negotiation own 60 %   sales2 expected 2026-12-05
 *   D3 C3  4,000 SAR lead        —          sales1 expected 2026-12-31
 *   D4 C1  1,000 USD qualified   —          sales1 expected 2027-02-10
 *   D5 C2  8,000 SAR proposal    own 20 %   sales2 no expected close
 *   D6 C3  3,000 SAR negotiation —          sales1 expected 2026-10-01 (overdue)
 *   D7 C1  5,000 SAR proposal    —          sales1 expected 2027-05-01 (after the six months)
 *   D8 C4  9,999 SAR proposal (its company is in the trash)  expected 2026-11-10
 *   D9 C1  7,777 SAR proposal (itself in the trash)          expected 2026-11-10
 *
 * Closed deals (created → closed):
 *   W1 C1 won   sales1 2026-01-01 → 2026-02-10 (40 days)
 *   W2 C2 won   sales2 2026-02-10 → 2026-02-20 (10 days)
 *   L1 C3 lost  sales1 2026-01-20 → 2026-02-15 price
 *   W3 C3 won   sales1 2026-03-01 → 2026-04-05 (35 days)
 *   L2 C1 lost  sales2 2026-03-15 → 2026-04-10 competitor
 *   L3 C2 lost  sales1 2026-04-01 → 2026-04-30 price
 *   L4 C2 lost  sales1 2026-04-02 → 2026-05-02 no reason recorded
 *   W4 C5 won   sales1 2026-06-01 → 2026-07-01 (closed after the period)
 *   W5 C4 won   sales1 2026-02-01 → 2026-03-03 (its company is in the trash)
 *
 * Activities: sales1 note 2026-02-01 (C1), sales1 call 2026-03-01 (C2), sales2 note 2026-05-05 (C3),
 * sales2 note 2026-08-01 (C3, after the period), sales1 note 2026-02-02 (C4, in the trash),
 * "former" (no longer an account) note 2026-01-05 (C1).
 */
export async function seedReportFixture(db: Db) {
  await createStaffUser(db, "sales2");
  await db.insert(currencyRates).values({ currency: "EUR", rateToSar: 4, rateDate: "2026-11-01" });
  const made = await db
    .insert(companies)
    .values([
      { name: "C1", source: "form" },
      { name: "C2", source: "import" },
      { name: "C3", source: "manual" },
      { name: "C4", source: "form", deletedAt: new Date("2026-11-01T00:00:00Z") },
      { name: "C5", source: "import" },
    ])
    .returning({ id: companies.id });
  const [c1, c2, c3, c4, c5] = made.map((c) => c.id) as [number, number, number, number, number];
  const at = (day: string) => new Date(`${day}T10:00:00Z`);
  const open = (
    name: string,
    companyId: number,
    dealValue: number,
    currency: string,
    dealStage: string,
    probability: number | null,
    owner: string,
    expectedClose: string | null,
  ) => ({
    name,
    companyId,
    dealValue,
    currency,
    dealStage,
    probability,
    owner,
    expectedClose,
    createdAt: at("2026-09-01"),
  });
  const closed = (
    name: string,
    companyId: number,
    dealStage: "won" | "lost",
    owner: string,
    created: string,
    closedOn: string,
    lostReason: string | null = null,
  ) => ({ name, companyId, dealValue: 1000, dealStage, owner, createdAt: at(created), closedOn, lostReason });
  await db.insert(projects).values([
    open("D1", c1, 10_000, "SAR", "proposal", null, "sales1", "2026-11-20"),
    open("D2", c2, 2_000, "EUR", "negotiation", 60, "sales2", "2026-12-05"),
    open("D3", c3, 4_000, "SAR", "lead", null, "sales1", "2026-12-31"),
    open("D4", c1, 1_000, "USD", "qualified", null, "sales1", "2027-02-10"),
    open("D5", c2, 8_000, "SAR", "proposal", 20, "sales2", null),
    open("D6", c3, 3_000, "SAR", "negotiation", null, "sales1", "2026-10-01"),
    open("D7", c1, 5_000, "SAR", "proposal", null, "sales1", "2027-05-01"),
    open("D8", c4, 9_999, "SAR", "proposal", null, "sales1", "2026-11-10"),
    {
      ...open("D9", c1, 7_777, "SAR", "proposal", null, "sales1", "2026-11-10"),
      deletedAt: at("2026-11-02"),
    },
    closed("W1", c1, "won", "sales1", "2026-01-01", "2026-02-10"),
    closed("W2", c2, "won", "sales2", "2026-02-10", "2026-02-20"),
    closed("L1", c3, "lost", "sales1", "2026-01-20", "2026-02-15", "price"),
    closed("W3", c3, "won", "sales1", "2026-03-01", "2026-04-05"),
    closed("L2", c1, "lost", "sales2", "2026-03-15", "2026-04-10", "competitor"),
    closed("L3", c2, "lost", "sales1", "2026-04-01", "2026-04-30", "price"),
    closed("L4", c2, "lost", "sales1", "2026-04-02", "2026-05-02"),
    closed("W4", c5, "won", "sales1", "2026-06-01", "2026-07-01"),
    closed("W5", c4, "won", "sales1", "2026-02-01", "2026-03-03"),
  ]);
  const note = (companyId: number, author: string, day: string, kind = "note") => ({
    companyId,
    author,
    kind,
    body: `${kind} by ${author}`,
    createdAt: at(day),
  });
  await db
    .insert(crmActivities)
    .values([
      note(c1, "sales1", "2026-02-01"),
      note(c2, "sales1", "2026-03-01", "call"),
      note(c3, "sales2", "2026-05-05"),
      note(c3, "sales2", "2026-08-01"),
      note(c4, "sales1", "2026-02-02"),
      note(c1, "former", "2026-01-05"),
    ]);
}
