import { beforeAll, describe, expect, it } from "vitest";
import type {
  DaysToCloseReport,
  ForecastReport,
  LostReasonsReport,
  OwnersReport,
  PipelineReport,
  SourcesReport,
  WonLostReport,
} from "#core/domain/reports";
import { parseCsv } from "../csv";
import { setupCrmApp } from "../test-support";
import { seedReportFixture } from "./fixture.test-support";

// The data set and its deals are described in fixture.test-support.ts; every figure below is computed by
// hand from it. The pipeline settings are saved with Proposal at 40 % (the others at their defaults: Lead
// 10, Qualified 25, Negotiation 75), so a deal without its own probability takes its stage's saved one.
const crm = setupCrmApp();
const TODAY = "2026-11-15";
const PERIOD = "from=2026-01-01&to=2026-06-30";

beforeAll(async () => {
  await seedReportFixture(crm.t.database.db);
  const saved = await crm.call("PUT", "/api/crm/pipeline/settings", {
    probabilities: { lead: 10, qualified: 25, proposal: 40, negotiation: 75, won: 100, lost: 0 },
    coldAfterDays: 30,
  });
  expect(saved.status).toBe(200);
});

const get = async <T = Record<string, unknown>>(path: string) => {
  const res = await crm.call<T>("GET", `/api/crm/reports/${path}`);
  expect(res.status).toBe(200);
  return res.body;
};

/** A sum as the reports answer it: its amount in each currency and, when every one has a rate, in SAR. */
const sum = (sar: number | null, ...amounts: [string, number][]) => ({
  totals: amounts.map(([currency, amount]) => ({ currency, amount })),
  sar,
});

type Sum = ReturnType<typeof sum>;

/** A stage's row of the pipeline report: its open deals, their value and their weighted value. */
const stageRow = (stage: string, deals: number, value: Sum, weighted: Sum) => ({
  stage,
  deals,
  value,
  weighted,
});

describe("the forecast", () => {
  it("weighs open deals by close month and quarter, per currency, in SAR only where every currency has a rate", async () => {
    const f = await get<ForecastReport>(`forecast?today=${TODAY}`);
    expect(f.months.map((m: { key: string }) => m.key)).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
    ]);
    // November: D1 10,000 SAR × 40 % = 4,000 SAR (D8's company and D9 are in the trash).
    expect(f.months[0]).toEqual({
      key: "2026-11",
      deals: 1,
      ...sum(4000, ["SAR", 4000]),
    });
    // December: D2 2,000 EUR × 60 % = 1,200 EUR; D3 4,000 SAR × 10 % = 400 SAR; 1,200 × 4 + 400 = 5,200 SAR.
    expect(f.months[1]).toEqual({
      key: "2026-12",
      deals: 2,
      ...sum(5200, ["EUR", 1200], ["SAR", 400]),
    });
    expect(f.months[2]).toEqual({ key: "2027-01", deals: 0, ...sum(0) });
    // February: D4 1,000 USD × 25 % = 250 USD, and USD has no rate: no SAR figure, never a guess.
    expect(f.months[3]).toEqual({
      key: "2027-02",
      deals: 1,
      ...sum(null, ["USD", 250]),
    });
    // Q4 2026 = November + December: 1,200 EUR and 4,400 SAR, 9,200 SAR; Q1 2027 holds the USD deal.
    expect(f.quarters).toEqual([
      {
        key: "2026-Q4",
        deals: 3,
        ...sum(9200, ["EUR", 1200], ["SAR", 4400]),
      },
      { key: "2027-Q1", deals: 1, ...sum(null, ["USD", 250]) },
      { key: "2027-Q2", deals: 0, ...sum(0) },
    ]);
    // D6 (expected 1 October): 3,000 × 75 % = 2,250; D5 (no close date): 8,000 × its own 20 % = 1,600.
    expect(f.overdue).toEqual({
      key: "overdue",
      deals: 1,
      ...sum(2250, ["SAR", 2250]),
    });
    expect(f.noCloseDate).toEqual({
      key: "none",
      deals: 1,
      ...sum(1600, ["SAR", 1600]),
    });
    expect(f.rates).toEqual([{ currency: "EUR", rateToSar: 4, rateDate: "2026-11-01" }]);
    expect(f.missingRates).toEqual(["USD"]);
  });

  it("keeps to one owner's deals when asked", async () => {
    const f = await get<ForecastReport>(`forecast?today=${TODAY}&owner=sales2`);
    // sales2: D2 in December (1,200 EUR = 4,800 SAR) and D5 without a close date.
    expect(f.months.map((m: { deals: number }) => m.deals)).toEqual([0, 1, 0, 0, 0, 0]);
    expect(f.months[1]?.sar).toBe(4800);
    expect(f.noCloseDate.sar).toBe(1600);
    expect(f.missingRates).toEqual([]);
  });
});

describe("the period's reports", () => {
  it("counts the open pipeline by stage with value and weighted value", async () => {
    const p = await get<PipelineReport>("pipeline");
    expect(p.stages).toEqual([
      // D3: 4,000 SAR, × 10 % = 400.
      stageRow("lead", 1, sum(4000, ["SAR", 4000]), sum(400, ["SAR", 400])),
      // D4: 1,000 USD, × 25 % = 250 USD; no USD rate.
      stageRow("qualified", 1, sum(null, ["USD", 1000]), sum(null, ["USD", 250])),
      // D1 + D5 + D7 = 23,000 SAR; 4,000 + 1,600 + 2,000 = 7,600 weighted.
      stageRow("proposal", 3, sum(23000, ["SAR", 23000]), sum(7600, ["SAR", 7600])),
      // D2 2,000 EUR + D6 3,000 SAR = 11,000 SAR; weighted 1,200 EUR + 2,250 SAR = 7,050 SAR.
      stageRow(
        "negotiation",
        2,
        sum(11000, ["EUR", 2000], ["SAR", 3000]),
        sum(7050, ["EUR", 1200], ["SAR", 2250]),
      ),
    ]);
  });

  it("counts won and lost by the month they closed, with the win rate", async () => {
    const w = await get<WonLostReport>(`won-lost?${PERIOD}`);
    // February: W1, W2 won, L1 lost: 2 ÷ 3 = 66.7 %. April: W3 won, L2 and L3 lost: 33.3 %. May: L4: 0 %.
    // W4 closed in July, W5's company is in the trash. Whole period: 3 won, 4 lost: 3 ÷ 7 = 42.9 %.
    expect(w.months).toEqual([
      { month: "2026-01", won: 0, lost: 0, winRate: null },
      { month: "2026-02", won: 2, lost: 1, winRate: 66.7 },
      { month: "2026-03", won: 0, lost: 0, winRate: null },
      { month: "2026-04", won: 1, lost: 2, winRate: 33.3 },
      { month: "2026-05", won: 0, lost: 1, winRate: 0 },
      { month: "2026-06", won: 0, lost: 0, winRate: null },
    ]);
    expect(w.total).toEqual({ won: 3, lost: 4, winRate: 42.9 });
    // sales1 alone: W1 + L1 in February, W3 + L3 in April, L4 in May: 2 won, 3 lost, 40 %.
    const mine = await get<WonLostReport>(`won-lost?${PERIOD}&owner=sales1`);
    expect(mine.total).toEqual({ won: 2, lost: 3, winRate: 40 });
  });

  it("averages the days from creation to the win", async () => {
    const d = await get<DaysToCloseReport>(`days-to-close?${PERIOD}`);
    // February: W1 40 days, W2 10 days: 25. April: W3 35 days. Whole period: 85 ÷ 3 = 28.3.
    expect(d.months.filter((m: { won: number }) => m.won > 0)).toEqual([
      { month: "2026-02", won: 2, averageDays: 25 },
      { month: "2026-04", won: 1, averageDays: 35 },
    ]);
    expect(d.months[0]).toEqual({ month: "2026-01", won: 0, averageDays: null });
    expect(d.total).toEqual({ won: 3, averageDays: 28.3 });
  });

  it("counts lost deals by reason, in the list's order, with those without a reason apart", async () => {
    const l = await get<LostReasonsReport>(`lost-reasons?${PERIOD}`);
    // L1, L3: price; L2: competitor; L4: none recorded.
    expect(l.reasons).toEqual([
      { reason: "price", deals: 2 },
      { reason: "competitor", deals: 1 },
      { reason: "budget", deals: 0 },
      { reason: "timing", deals: 0 },
      { reason: "noDecision", deals: 0 },
      { reason: "cancelled", deals: 0 },
      { reason: "other", deals: 0 },
      { reason: "unknown", deals: 1 },
    ]);
  });

  it("counts deals created and notes and calls written per owner", async () => {
    const o = await get<OwnersReport>(`owners?${PERIOD}`);
    // Deals created in the period: sales1 W1, L1, W3, L3, L4, W4 = 6; sales2 W2, L2 = 2 (W5: trashed company).
    // Activities: sales1 note + call = 2 (the C4 note is in the trash); sales2 one (the August one is after);
    // "former" one.
    expect(o.owners).toEqual([
      { owner: "former", deals: 0, activities: 1 },
      { owner: "sales1", deals: 6, activities: 2 },
      { owner: "sales2", deals: 2, activities: 1 },
    ]);
    const one = await get<OwnersReport>(`owners?${PERIOD}&owner=sales2`);
    expect(one.owners).toEqual([{ owner: "sales2", deals: 2, activities: 1 }]);
  });

  it("counts the period's deals by their company's source", async () => {
    const s = await get<SourcesReport>(`sources?${PERIOD}`);
    // form (C1): W1, L2; import (C2, C5): W2, L3, L4, W4 in two companies; manual (C3): L1, W3.
    expect(s.sources).toEqual([
      { source: "form", deals: 2, companies: 1 },
      { source: "import", deals: 4, companies: 2 },
      { source: "manual", deals: 2, companies: 1 },
    ]);
  });
});

describe("the reports' CSV and their input", () => {
  it("downloads each report as CSV with a byte-order mark, in the language asked for", async () => {
    const res = await crm.t.request(`/api/crm/reports/won-lost.csv?${PERIOD}&lang=sr`, {
      headers: { cookie: crm.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain(
      "potentia-report-won-lost-2026-01-01-2026-06-30.csv",
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = parseCsv(text).map((r) => r.cells);
    expect(rows[0]).toEqual(["Месец", "Добијени", "Изгубљени", "Стопа успеха"]);
    expect(rows[2]).toEqual(["2026-02", "2", "1", "66.7"]);
    expect(rows.at(-1)).toEqual(["Цео период", "3", "4", "42.9"]);
    const forecast = parseCsv(
      (await crm.call<string>("GET", `/api/crm/reports/forecast.csv?today=${TODAY}&lang=en`)).body,
    ).map((r) => r.cells);
    expect(forecast[0]).toEqual([
      "Month",
      "Deals",
      "Expected revenue (SAR)",
      "Expected revenue (EUR)",
      "Expected revenue (USD)",
      "Expected revenue (Total in SAR)",
    ]);
    expect(forecast[2]).toEqual(["2026-12", "2", "400", "1200", "0", "5200"]);
    expect(forecast.at(-1)).toEqual(["EUR", "4", "2026-11-01"]);
  });

  it("refuses a bad period or an unknown owner with a translated error", async () => {
    const backwards = await crm.call<{ error: { message: string } }>(
      "GET",
      "/api/crm/reports/won-lost?from=2026-06-01&to=2026-01-01",
      undefined,
      { "accept-language": "ar" },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe("لا يمكن أن تسبق نهاية الفترة بدايتها");
    const date = await crm.call<{ error: { message: string } }>(
      "GET",
      "/api/crm/reports/owners?from=2026-13-01",
    );
    expect(date.status).toBe(400);
    expect(date.body.error.message).toBe("Enter a date as YYYY-MM-DD");
    const owner = await crm.call<{ error: { message: string } }>(
      "GET",
      "/api/crm/reports/sources?owner=nobody",
    );
    expect(owner.status).toBe(400);
    expect(owner.body.error.message).toBe("Choose a staff account");
    const unknown = await crm.call("GET", "/api/crm/reports/nothing.csv");
    expect(unknown.status).toBe(404);
  });
});
