import type { IndustryKey } from "../../../app/domain/industries";
import type { KnownCompany } from "./rule-types";

/** One row of a knowledge table: the canonical name, then its aliases (other spellings, scripts, short names). */
export type CompanyRow = readonly [name: string, ...aliases: string[]];

/** Known companies of one industry and home market, written compactly as rows. */
export function companies(
  industry: IndustryKey,
  country: string,
  rows: readonly CompanyRow[],
): KnownCompany[] {
  return rows.map(([name, ...aliases]) => ({ name, industry, country, aliases }));
}
