import { GULF_COMPANIES } from "./known-companies-gulf";
import { GULF_COMPANIES_MORE } from "./known-companies-gulf-more";
import { SERBIAN_COMPANIES } from "./known-companies-serbia";
import { WORLD_COMPANIES } from "./known-companies-world";
import { WORLD_COMPANIES_MORE } from "./known-companies-world-more";
import { GULF_FINANCE } from "./known-gulf-finance";
import { GULF_SECTORS } from "./known-gulf-sectors";
import { SA_FINANCE } from "./known-sa-finance";
import { SA_GOVERNMENT } from "./known-sa-government";
import { SA_SECTORS } from "./known-sa-sectors";
import { SERBIAN_COMPANIES_MORE } from "./known-serbia-more";
import { WORLD_FINANCE } from "./known-world-finance";
import { WORLD_SECTORS } from "./known-world-sectors";
import type { KnownCompany } from "./rule-types";

/** The curated list of real organisations recognised by name, by region (see each file). */
export const KNOWN_COMPANIES: readonly KnownCompany[] = [
  ...GULF_COMPANIES,
  ...GULF_COMPANIES_MORE,
  ...SA_FINANCE,
  ...SA_SECTORS,
  ...SA_GOVERNMENT,
  ...GULF_FINANCE,
  ...GULF_SECTORS,
  ...SERBIAN_COMPANIES,
  ...SERBIAN_COMPANIES_MORE,
  ...WORLD_COMPANIES,
  ...WORLD_COMPANIES_MORE,
  ...WORLD_FINANCE,
  ...WORLD_SECTORS,
];
