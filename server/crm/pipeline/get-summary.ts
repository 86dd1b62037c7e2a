import { and, count, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { COMPANY_STAGES, isCompanyStage } from "#core/domain/crm";
import type { Money, PipelineSummary, StageSummary } from "#core/domain/pipeline";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { convert, sumByCurrency, weigh } from "./money";
import { readRates, readSettings } from "./settings";

/**
 * The board's header: per stage the number of companies, their open deals summed per currency (never
 * added across currencies), the SAR total from the staff's rates and the weighted forecast; the same for
 * the whole pipeline. A deal is a project that is not cancelled and has a value.
 */
/** A stage that is not one of the six (an imported oddity) sits with the leads, as its badge shows. */
export const columnOf = (stage: string) => (isCompanyStage(stage) ? stage : "lead");

export async function getPipelineSummary(db: Db): Promise<PipelineSummary> {
  const [counts, sums, settings, rates] = await Promise.all([
    db
      .select({ stage: companies.stage, n: count() })
      .from(companies)
      .where(isNull(companies.deletedAt))
      .groupBy(companies.stage),
    db
      .select({
        stage: companies.stage,
        currency: projects.currency,
        amount: sql<string>`sum(${projects.dealValue})`,
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(
        and(
          ne(projects.stage, "cancelled"),
          isNotNull(projects.dealValue),
          isNull(projects.deletedAt),
          isNull(companies.deletedAt),
        ),
      )
      .groupBy(companies.stage, projects.currency),
    readSettings(db),
    readRates(db),
  ]);
  const rateMap = new Map(rates.map((r) => [r.currency as string, r.rateToSar]));
  const stages: StageSummary[] = COMPANY_STAGES.map((stage) => {
    const totals = sumByCurrency(
      sums
        .filter((s) => columnOf(s.stage) === stage)
        .map((s) => ({ currency: s.currency, amount: Number(s.amount) })),
    );
    const probability = settings.probabilities[stage];
    const convertedTotal = convert(totals, rateMap);
    return {
      stage,
      count: counts.filter((c) => columnOf(c.stage) === stage).reduce((n, c) => n + Number(c.n), 0),
      totals,
      convertedTotal,
      probability,
      weightedTotals: weigh(totals, probability),
      weighted: convertedTotal === null ? null : Math.round(convertedTotal * probability) / 100,
    };
  });
  const all: Money[] = sumByCurrency(stages.flatMap((s) => s.totals));
  const weightedTotals = sumByCurrency(stages.flatMap((s) => s.weightedTotals));
  const weighted = stages.every((s) => s.weighted !== null)
    ? Math.round(stages.reduce((n, s) => n + (s.weighted ?? 0), 0) * 100) / 100
    : null;
  return {
    stages,
    pipeline: { totals: all, convertedTotal: convert(all, rateMap), weightedTotals, weighted },
    rates,
    settings,
  };
}
