// The staff reports (issue 28) with 10,000 companies and 30,000 deals on the embedded database: each report's
// request p95 (server time on loopback, one user) beside its one statement timed in the database alone.
// Budget: each report <= 300 ms p95. Run by bench/run.ts (`--skip-reports` leaves it out).
import { sql } from "drizzle-orm";
import { REPORTS, type ReportName, resolveFilter } from "#core/domain/reports";
import { REPORT_RUNNERS } from "../server/crm/reports/reports";
import { openDatabase } from "../server/db/client";
import { rowsOf } from "../server/db/rows";

const REQUESTS = 60;
const QUERIES = 60;
const BUDGET_MS = 300;

export interface ReportsBenchRow {
  report: ReportName;
  requestP50Ms: number;
  requestP95Ms: number;
  /** The report's statement alone, run on the database directly (no HTTP, no shaping). */
  queryP95Ms: number;
}
export interface ReportsBenchResult {
  companies: number;
  deals: number;
  rows: ReportsBenchRow[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * After seedBoardData (one project a company): 20,000 more, then every deal gets a stage, owner, expected
 * close, the day it closed (won and lost), a lost reason and a creation day over the last eighteen months;
 * companies get a source, and 30,000 notes and calls are written. Returns the number of deals.
 */
export async function seedReportData(dataDir: string, owner: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  const db = database.db;
  await db.execute(sql`
    insert into projects (company_id, name, deal_value, currency, stage)
    select c.id, 'Deal ' || c.id || '-' || n, (c.id % 89) * 1000 + 250 * n,
           (array['SAR','EUR','RSD','USD'])[1 + (c.id + n) % 4], 'proposal'
    from companies c cross join generate_series(1, 2) n`);
  await db.execute(sql`
    update projects set
      deal_stage = (array['lead','qualified','proposal','negotiation','won','lost'])[1 + id % 6],
      probability = case when id % 5 = 0 then (id % 10) * 10 else null end,
      owner = case when id % 7 = 0 then null else ${owner} end,
      created_at = now() - ((id % 540) || ' days')::interval,
      expected_close = (current_date + ((id % 300) - 60))::date`);
  await db.execute(sql`
    update projects set
      closed_on = least(current_date, (created_at at time zone 'UTC')::date + (id % 120)),
      lost_reason = case when deal_stage = 'lost'
        then (array['price','competitor','budget','timing','noDecision','cancelled'])[1 + id % 6] end,
      expected_close = null
    where deal_stage in ('won', 'lost')`);
  await db.execute(sql`update companies set source = (array['form','import','manual'])[1 + id % 3]`);
  await db.execute(sql`
    insert into crm_activities (company_id, kind, body, author, created_at)
    select c.id, (array['note','call'])[1 + n % 2], 'Bench activity', ${owner},
           now() - (((c.id * n) % 500) || ' days')::interval
    from companies c cross join generate_series(1, 3) n`);
  await db.execute(sql`analyze`);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from projects`));
  await database.close();
  return Number(row?.n ?? 0);
}

/** Each report's statement alone on the database (before the server opens it: PGlite has one owner). */
export async function timeReportQueries(dataDir: string): Promise<Record<ReportName, number>> {
  const database = await openDatabase({ dataDir });
  const today = new Date().toISOString().slice(0, 10);
  const filter = resolveFilter({ from: undefined, to: undefined, owner: undefined, today }, today);
  const result = {} as Record<ReportName, number>;
  try {
    for (const name of REPORTS) {
      const times: number[] = [];
      for (let i = 0; i < QUERIES + 5; i++) {
        const started = performance.now();
        await REPORT_RUNNERS[name].query(database.db, filter);
        if (i >= 5) times.push(performance.now() - started); // the first few warm the caches
      }
      result[name] = round(percentile(times, 95));
    }
  } finally {
    await database.close();
  }
  return result;
}

/** Each report's request, one user, one at a time, signed in with `cookie`. */
export async function benchReports(
  base: string,
  cookie: string,
  queryP95: Record<ReportName, number>,
  counts: { companies: number; deals: number },
): Promise<ReportsBenchResult> {
  const rows: ReportsBenchRow[] = [];
  for (const name of REPORTS) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 5; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/crm/reports/${name}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: ${res.status}`);
      if (i >= 5) times.push(performance.now() - started);
    }
    rows.push({
      report: name,
      requestP50Ms: round(percentile(times, 50)),
      requestP95Ms: round(percentile(times, 95)),
      queryP95Ms: queryP95[name],
    });
  }
  return { ...counts, rows };
}

export function printReports(result: ReportsBenchResult | undefined): void {
  if (!result) return;
  console.log(
    `\nReports, ${result.companies.toLocaleString("en")} companies, ${result.deals.toLocaleString("en")} deals` +
      ` (default period: the last twelve months, everyone), budget ${BUDGET_MS} ms p95`,
  );
  for (const row of result.rows) {
    const ok = row.requestP95Ms <= BUDGET_MS ? "ok" : "OVER BUDGET";
    console.log(
      `  ${row.report.padEnd(14)} request p50 ${row.requestP50Ms} ms, p95 ${row.requestP95Ms} ms: ${ok}` +
        `; the query alone in the database p95 ${row.queryP95Ms} ms`,
    );
  }
}
