import { and, eq, sql } from "drizzle-orm";
import { OPEN_DEAL_STAGES } from "#core/domain/deals";
import type { PipelineReport, ReportFilter } from "#core/domain/reports";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { amountsOf, liveDeals, openDeals, ownerIs, ratesUsed, readRateMap, weightedValue } from "./scope";

/**
 * The open pipeline now, by the deal's stage: how many deals, their value and their weighted value (value ×
 * effective probability), per currency and in SAR where every currency has a rate. Not bound to the period.
 */
export function pipelineQuery(db: Db, filter: ReportFilter) {
  return db
    .select({
      stage: projects.dealStage,
      currency: projects.currency,
      deals: sql<number>`count(*)::int`,
      value: sql<string>`sum(coalesce(${projects.dealValue}, 0))`,
      weighted: weightedValue,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(liveDeals(), openDeals(), ownerIs(filter)))
    .groupBy(projects.dealStage, projects.currency);
}

export async function pipelineReport(db: Db, filter: ReportFilter): Promise<PipelineReport> {
  const [rows, rates] = await Promise.all([pipelineQuery(db, filter), readRateMap(db)]);
  return {
    filter,
    stages: OPEN_DEAL_STAGES.map((stage) => {
      const of = rows.filter((r) => r.stage === stage);
      return {
        stage,
        deals: of.reduce((n, r) => n + r.deals, 0),
        value: amountsOf(
          of.map((r) => ({ currency: r.currency, amount: r.value })),
          rates,
        ),
        weighted: amountsOf(
          of.map((r) => ({ currency: r.currency, amount: r.weighted })),
          rates,
        ),
      };
    }),
    ...ratesUsed(
      rows.map((r) => r.currency),
      rates,
    ),
  };
}
