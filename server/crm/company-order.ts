import { and, asc, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { CompanySort } from "#core/domain/crm";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { companies, currencyRates, projects } from "../db/schema";

/**
 * The name as the reader's language sorts it, in SQL (pages come from the database in that order): the ICU
 * collation of the language with numbers compared by value (drizzle/0009_name_collations.sql), the order of
 * Intl.Collator(lang, { numeric: true }): 101 before 1001, the language's own script first.
 */
export function nameOrder(lang: Lang): SQL[] {
  const collation = sql.raw(`crm_name_${LANGUAGES.includes(lang) ? lang : "en"}`);
  return [asc(sql`${companies.name} collate ${collation}`), asc(companies.id)];
}

/** The company's open deals (not cancelled, with a value, not in the trash) in SAR at the staff's rates. */
const dealValue = sql`(
  select sum(${projects.dealValue} * case when ${projects.currency} = 'SAR' then 1 else ${currencyRates.rateToSar} end)
  from ${projects} left join ${currencyRates} on ${eq(currencyRates.currency, projects.currency)}
  where ${and(eq(projects.companyId, companies.id), ne(projects.stage, "cancelled"), isNotNull(projects.dealValue), isNull(projects.deletedAt))})`;

/** ORDER BY for the dashboard's list; what has no date or value last, ties by name. */
export function companyOrder(sort: CompanySort, lang: Lang): SQL[] {
  const byName = nameOrder(lang);
  switch (sort) {
    case "lastContact":
      return [sql`${companies.lastContact} desc nulls last`, ...byName];
    case "value":
      return [sql`${dealValue} desc nulls last`, ...byName];
    case "due":
      return [sql`${companies.nextActionDue} asc nulls last`, ...byName];
    default:
      return byName;
  }
}
