import { eq, sql } from "drizzle-orm";
import { type DaysToCloseReport, monthsBetween, type ReportFilter } from "#core/domain/reports";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { createdDay } from "./scope";
import { closedIn, closedMonth } from "./won-lost";

const days = sql`(${projects.closedOn} - ${createdDay})`;

/** Won deals by the month they closed: how many, and the days from creation to the win summed. One statement. */
export function daysToCloseQuery(db: Db, filter: ReportFilter) {
  return db
    .select({
      month: closedMonth,
      won: sql<number>`count(*)::int`,
      days: sql<number>`sum(${days})::int`,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(closedIn(filter, ["won"]))
    .groupBy(closedMonth);
}

const average = (total: number, won: number) => (won === 0 ? null : Math.round((total / won) * 10) / 10);

export async function daysToCloseReport(db: Db, filter: ReportFilter): Promise<DaysToCloseReport> {
  const rows = await daysToCloseQuery(db, filter);
  const months = monthsBetween(filter.from, filter.to).map((month) => {
    const row = rows.find((r) => r.month === month);
    return { month, won: row?.won ?? 0, averageDays: average(row?.days ?? 0, row?.won ?? 0) };
  });
  const won = rows.reduce((n, r) => n + r.won, 0);
  const total = rows.reduce((n, r) => n + r.days, 0);
  return { filter, months, total: { won, averageDays: average(total, won) } };
}
