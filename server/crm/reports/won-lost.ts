import { and, between, eq, inArray, sql } from "drizzle-orm";
import { monthsBetween, type ReportFilter, type WonLostReport } from "#core/domain/reports";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { liveDeals, ownerIs } from "./scope";

/** Deals closed in the period (won or lost, by the day they closed), for one owner or everyone. */
export const closedIn = (filter: ReportFilter, stages: string[]) =>
  and(
    liveDeals(),
    ownerIs(filter),
    inArray(projects.dealStage, stages),
    between(projects.closedOn, filter.from, filter.to),
  );

export const closedMonth = sql<string>`to_char(${projects.closedOn}, 'YYYY-MM')`;

/** Won and lost deals by the month they closed. One statement. */
export function wonLostQuery(db: Db, filter: ReportFilter) {
  return db
    .select({
      month: closedMonth,
      won: sql<number>`(count(*) filter (where ${projects.dealStage} = 'won'))::int`,
      lost: sql<number>`(count(*) filter (where ${projects.dealStage} = 'lost'))::int`,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(closedIn(filter, ["won", "lost"]))
    .groupBy(closedMonth);
}

/** Won ÷ (won + lost), in percent with one decimal; null without either. */
const winRate = (won: number, lost: number) =>
  won + lost === 0 ? null : Math.round((won / (won + lost)) * 1000) / 10;

export async function wonLostReport(db: Db, filter: ReportFilter): Promise<WonLostReport> {
  const rows = await wonLostQuery(db, filter);
  const months = monthsBetween(filter.from, filter.to).map((month) => {
    const row = rows.find((r) => r.month === month);
    const won = row?.won ?? 0;
    const lost = row?.lost ?? 0;
    return { month, won, lost, winRate: winRate(won, lost) };
  });
  const won = months.reduce((n, m) => n + m.won, 0);
  const lost = months.reduce((n, m) => n + m.lost, 0);
  return { filter, months, total: { won, lost, winRate: winRate(won, lost) } };
}
