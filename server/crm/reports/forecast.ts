import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import {
  addMonths,
  FORECAST_MONTHS,
  type ForecastReport,
  type ForecastRow,
  monthOf,
  quarterOf,
  type ReportFilter,
} from "#core/domain/reports";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import {
  amountsOf,
  liveDeals,
  openDeals,
  ownerIs,
  type RateMap,
  ratesUsed,
  readRateMap,
  weightedValue,
} from "./scope";

/**
 * Expected revenue: open deals' amount × effective probability, by expected close month for the next six
 * months (this one first) and by quarter, per currency; deals expected before this month apart (overdue),
 * and those without an expected close apart. One statement, grouped in the database.
 */
export function forecastQuery(db: Db, filter: ReportFilter) {
  const start = `${monthOf(filter.today)}-01`;
  const end = `${addMonths(monthOf(filter.today), FORECAST_MONTHS)}-01`;
  const key = sql<string>`case when ${projects.expectedClose} is null then 'none'
    when ${projects.expectedClose} < ${start} then 'overdue'
    else to_char(${projects.expectedClose}, 'YYYY-MM') end`;
  return (
    db
      .select({
        key,
        currency: projects.currency,
        deals: sql<number>`count(*)::int`,
        amount: weightedValue,
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(
        and(
          liveDeals(),
          openDeals(),
          ownerIs(filter),
          or(isNull(projects.expectedClose), lt(projects.expectedClose, end)),
        ),
      )
      // By position: the key's parameters would make a GROUP BY expression differ from the SELECT's.
      .groupBy(sql`1`, sql`2`)
  );
}

type Row = Awaited<ReturnType<typeof forecastQuery>>[number];

function rowOf(key: string, rows: Row[], rates: RateMap): ForecastRow {
  return { key, deals: rows.reduce((n, r) => n + r.deals, 0), ...amountsOf(rows, rates) };
}

export async function forecastReport(db: Db, filter: ReportFilter): Promise<ForecastReport> {
  const [rows, rates] = await Promise.all([forecastQuery(db, filter), readRateMap(db)]);
  const months = Array.from({ length: FORECAST_MONTHS }, (_, i) => addMonths(monthOf(filter.today), i));
  const quarters = [...new Set(months.map(quarterOf))];
  const inMonth = (month: string) => rows.filter((r) => r.key === month);
  return {
    filter,
    months: months.map((month) => rowOf(month, inMonth(month), rates)),
    quarters: quarters.map((quarter) =>
      rowOf(quarter, months.filter((m) => quarterOf(m) === quarter).flatMap(inMonth), rates),
    ),
    overdue: rowOf("overdue", inMonth("overdue"), rates),
    noCloseDate: rowOf("none", inMonth("none"), rates),
    ...ratesUsed(
      rows.map((r) => r.currency),
      rates,
    ),
  };
}
