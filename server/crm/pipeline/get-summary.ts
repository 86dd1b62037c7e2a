import { count, eq, sql } from "drizzle-orm";
import { DEAL_STAGES } from "#core/domain/deals";
import type { BoardFilter, PipelineSummary, StageSummary } from "#core/domain/pipeline";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { boardWhere } from "./board-filter";
import { convert, sumByCurrency } from "./money";
import { readRates, readSettings } from "./settings";

/**
 * The board's header with its filters: per deal stage the number of deals, their amounts summed per
 * currency (never added across currencies), the SAR total from the staff's rates, and the weighted
 * forecast, each deal weighted by its own probability, else its stage's default from the settings; the
 * same for the whole pipeline. One grouped read: stage × currency × own probability.
 */
export async function getPipelineSummary(
  db: Db,
  filter: BoardFilter,
  me: string,
  today: string,
): Promise<PipelineSummary> {
  const [groups, settings, rates] = await Promise.all([
    db
      .select({
        stage: projects.dealStage,
        currency: projects.currency,
        probability: projects.probability,
        n: count(),
        amount: sql<string | null>`sum(${projects.dealValue})`,
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(boardWhere(filter, me, today))
      .groupBy(projects.dealStage, projects.currency, projects.probability),
    readSettings(db),
    readRates(db),
  ]);
  const rateMap = new Map(rates.map((r) => [r.currency as string, r.rateToSar]));
  const stages: StageSummary[] = DEAL_STAGES.map((stage) => {
    const own = groups.filter((g) => g.stage === stage);
    const valued = own.filter((g) => g.amount !== null);
    const probability = settings.probabilities[stage];
    const totals = sumByCurrency(valued.map((g) => ({ currency: g.currency, amount: Number(g.amount) })));
    const weightedTotals = sumByCurrency(
      valued.map((g) => ({
        currency: g.currency,
        amount: (Number(g.amount) * (g.probability ?? probability)) / 100,
      })),
    );
    return {
      stage,
      count: own.reduce((n, g) => n + Number(g.n), 0),
      totals,
      convertedTotal: convert(totals, rateMap),
      probability,
      weightedTotals,
      weighted: convert(weightedTotals, rateMap),
    };
  });
  const totals = sumByCurrency(stages.flatMap((s) => s.totals));
  const weightedTotals = sumByCurrency(stages.flatMap((s) => s.weightedTotals));
  return {
    stages,
    pipeline: {
      totals,
      convertedTotal: convert(totals, rateMap),
      weightedTotals,
      weighted: convert(weightedTotals, rateMap),
    },
    rates,
    settings,
  };
}
