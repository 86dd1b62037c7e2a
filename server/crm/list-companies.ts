import { and, count, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { CompanyList, CompanyListQuery, CompanyStats } from "#core/domain/crm";
import { INDUSTRIES } from "#core/domain/industries";
import { fold } from "#core/domain/search-fold";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import type { Db } from "../db/client";
import { companies, companyCounts } from "../db/schema";
import { companyOrder } from "./company-order";
import { toCompany } from "./serialize";

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Industry keys whose name or solution name, in the page's language, contains the text. */
function industriesNamed(text: string, lang: Lang): string[] {
  const t = serverT(lang, "industries");
  const needle = text.toLocaleLowerCase(lang);
  return INDUSTRIES.filter((industry) =>
    [t(`industry.${industry.slug}`), t(`solution.${industry.slug}`)].some((name) =>
      name.toLocaleLowerCase(lang).includes(needle),
    ),
  ).map((industry) => industry.key);
}

/**
 * One page of companies matching the search (folded names, websites, next actions, notes; industries), the
 * stage, the solution and, with `mine`, whose follow-up is `me`'s, in the order asked for (company-order.ts),
 * with the total that matched and the five dashboard counts over all companies. Filtering and ordering
 * happen in the database, so the dashboard stays quick with tens of thousands of companies.
 */
export async function listCompanies(
  db: Db,
  query: CompanyListQuery,
  lang: Lang,
  me: string | null,
): Promise<CompanyList> {
  const conditions: SQL[] = [isNull(companies.deletedAt)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const named = industriesNamed(query.q, lang);
    const search = or(
      // Name, website, next action and notes, folded (case, accents, scripts: core/domain/search-fold.ts).
      sql`${companies.searchFold} like ${containsPattern(fold(query.q))}`,
      ilike(companies.industry, pattern),
      ...(named.length ? [inArray(companies.industry, named)] : []),
    );
    if (search) conditions.push(search);
  }
  if (query.stage !== "all") conditions.push(eq(companies.stage, query.stage));
  if (query.solution !== undefined) {
    const keys = INDUSTRIES.filter((i) => i.solution === query.solution).map((i) => i.key);
    conditions.push(inArray(companies.industry, keys));
  }
  if (query.mine) conditions.push(me ? eq(companies.nextActionOwner, me) : sql`false`);
  const where = conditions.length ? and(...conditions) : undefined;
  // Only the stage narrows the list: the count is the stage's (or all), kept by the database's triggers.
  const byStageOnly = !query.q && query.solution === undefined && !query.mine;

  const [rows, counts, matched] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(...companyOrder(query.sort, lang))
      .limit(query.limit)
      .offset(query.offset),
    stageCounts(db),
    byStageOnly ? undefined : db.select({ total: count() }).from(companies).where(where),
  ]);
  const stats = statsOf(counts);
  const total = byStageOnly
    ? query.stage === "all"
      ? stats.total
      : (counts.get(query.stage) ?? 0)
    : Number(matched?.[0]?.total ?? 0);
  return { items: rows.map(toCompany), total, limit: query.limit, offset: query.offset, stats };
}

/** The companies of each stage, not in the trash (crm_company_counts, kept by triggers: no row is counted). */
async function stageCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(companyCounts);
  return new Map(rows.map((row) => [row.stage, Number(row.n)]));
}

/** The dashboard's five tiles. */
function statsOf(counts: Map<string, number>): CompanyStats {
  let total = 0;
  for (const n of counts.values()) total += n;
  return {
    total,
    lead: counts.get("lead") ?? 0,
    qualified: counts.get("qualified") ?? 0,
    proposal: counts.get("proposal") ?? 0,
    won: counts.get("won") ?? 0,
  };
}
