import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { CompanyList, CompanyListQuery, CompanyOption, CompanyStats } from "#core/domain/crm";
import { INDUSTRIES } from "#core/domain/industries";
import { fold } from "#core/domain/search-fold";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import type { Db } from "../db/client";
import { companies } from "../db/schema";
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

  const [rows, [matched], stats] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(...companyOrder(query.sort, lang))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(companies).where(where),
    companyStats(db),
  ]);
  return {
    items: rows.map(toCompany),
    total: Number(matched?.total ?? 0),
    limit: query.limit,
    offset: query.offset,
    stats,
  };
}

export async function companyStats(db: Db): Promise<CompanyStats> {
  const [row] = await db
    .select({
      total: count(),
      lead: sql<number>`count(*) filter (where ${companies.stage} = 'lead')`,
      qualified: sql<number>`count(*) filter (where ${companies.stage} = 'qualified')`,
      proposal: sql<number>`count(*) filter (where ${companies.stage} = 'proposal')`,
      won: sql<number>`count(*) filter (where ${companies.stage} = 'won')`,
    })
    .from(companies)
    .where(isNull(companies.deletedAt));
  return {
    total: Number(row?.total ?? 0),
    lead: Number(row?.lead ?? 0),
    qualified: Number(row?.qualified ?? 0),
    proposal: Number(row?.proposal ?? 0),
    won: Number(row?.won ?? 0),
  };
}

/** Every company's id and name, by name: the add page's picklist. */
export async function listCompanyOptions(db: Db): Promise<CompanyOption[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(isNull(companies.deletedAt))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
}
