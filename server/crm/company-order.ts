import { and, asc, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { CompanySort } from "../../app/domain/crm";
import type { Lang } from "../../app/i18n/languages";
import { companies, currencyRates, projects } from "../db/schema";

// First letters by script, for the reordering the Arabic and Serbian collations make (their own script
// first, as Intl.Collator("ar") and Intl.Collator("sr") do).
const LATIN = "A-Za-z\\u00C0-\\u024F\\u1E00-\\u1EFF";
const GREEK = "\\u0370-\\u03FF";
const CYRILLIC = "\\u0400-\\u052F";
const ARABIC = "\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF";
/** The scripts that come after the reader's own (digits and signs stay first, as in every collation). */
const LATER_SCRIPTS: Partial<Record<Lang, string>> = {
  ar: LATIN + GREEK + CYRILLIC,
  sr: LATIN + GREEK + ARABIC,
};

/**
 * The name as the reader's language sorts it, in SQL (so pages come from the database in that order):
 * ICU's root collation (the same on PGlite and PostgreSQL) over the name with every run of digits
 * zero-padded to 20 places, so that 101 comes before 1001 (Intl.Collator's `numeric: true`); in Arabic and
 * Serbian, names starting in another script after the reader's own.
 */
export function nameOrder(lang: Lang): SQL[] {
  const padded = sql`regexp_replace(regexp_replace(${companies.name}, '([0-9]+)', '00000000000000000000\\1', 'g'), '0*([0-9]{20})(?![0-9])', '\\1', 'g')`;
  const later = LATER_SCRIPTS[lang];
  const scriptFirst = later ? [asc(sql`(${companies.name} ~ ${sql.raw(`'^[${later}]'`)})`)] : [];
  return [...scriptFirst, asc(sql`${padded} collate "und-x-icu"`), asc(companies.id)];
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
