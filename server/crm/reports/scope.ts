import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { OPEN_DEAL_STAGES } from "#core/domain/deals";
import { BASE_CURRENCY, type Currency, DEFAULT_STAGE_PROBABILITIES, isCurrency } from "#core/domain/pipeline";
import type { Amounts, RateUsed, ReportFilter } from "#core/domain/reports";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { convert, sumByCurrency } from "../pipeline/money";
import { readRates, SETTINGS_KEY } from "../pipeline/settings";

/**
 * What the reports share: which deals count (not in the trash, nor their company), the owner asked for,
 * a deal's effective probability in SQL, and amounts per currency with their SAR sum.
 */

/** Deals off the trash, of companies off the trash (the query joins companies). */
export const liveDeals = () => and(isNull(projects.deletedAt), isNull(companies.deletedAt));

export const ownerIs = (filter: ReportFilter): SQL | undefined =>
  filter.owner === null ? undefined : eq(projects.owner, filter.owner);

export const openDeals = () => inArray(projects.dealStage, [...OPEN_DEAL_STAGES]);

/** A day's timestamp as its UTC calendar day. */
export const createdDay = sql`(${projects.createdAt} at time zone 'UTC')::date`;

/**
 * The deal's own probability, else its stage's from the saved pipeline settings, else the stated default:
 * in the statement itself, so that each report stays one query. The settings' subquery is uncorrelated, so it
 * is read once per statement (an InitPlan), not once per deal.
 */
export const effectiveProbability = sql`coalesce(
  ${projects.probability},
  ((select s.value -> 'probabilities' from pipeline_settings s where s.key = ${SETTINGS_KEY})
     ->> ${projects.dealStage})::numeric,
  case ${projects.dealStage} ${sql.join(
    OPEN_DEAL_STAGES.map((stage) => sql`when ${stage} then ${DEFAULT_STAGE_PROBABILITIES[stage]}`),
    sql` `,
  )} else 0 end)`;

/** Open value × effective probability, in the deal's currency (numeric, rounded later). */
export const weightedValue = sql<string>`sum(coalesce(${projects.dealValue}, 0) * ${effectiveProbability} / 100)`;

export type RateMap = Map<string, { rateToSar: number; rateDate: string }>;

/** Amounts of one row's currencies, and their SAR sum when every currency has a rate. */
export function amountsOf(
  rows: Array<{ currency: string; amount: string | number | null }>,
  rates: RateMap,
): Amounts {
  const totals = sumByCurrency(rows.map((r) => ({ currency: r.currency, amount: Number(r.amount ?? 0) })));
  const plain = new Map([...rates].map(([currency, rate]) => [currency, rate.rateToSar]));
  return { totals, sar: convert(totals, plain) };
}

/** The rates behind a report's SAR figures, and the currencies it has without one. */
export function ratesUsed(currencies: Iterable<string>, rates: RateMap) {
  const used: RateUsed[] = [];
  const missing: Currency[] = [];
  for (const currency of new Set([...currencies].filter(isCurrency))) {
    if (currency === BASE_CURRENCY) continue;
    const rate = rates.get(currency);
    if (rate) used.push({ currency, ...rate });
    else missing.push(currency);
  }
  const order = (a: string, b: string) => a.localeCompare(b);
  return {
    rates: used.sort((a, b) => order(a.currency, b.currency)),
    missingRates: missing.sort(order),
  };
}

/** The staff's rates by currency. */
export async function readRateMap(db: Db): Promise<RateMap> {
  const rows = await readRates(db);
  return new Map(rows.map((r) => [r.currency as string, { rateToSar: r.rateToSar, rateDate: r.rateDate }]));
}
