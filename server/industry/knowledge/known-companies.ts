import { GULF_COMPANIES } from "./known-companies-gulf";
import { GULF_COMPANIES_MORE } from "./known-companies-gulf-more";
import { SERBIAN_COMPANIES } from "./known-companies-serbia";
import { WORLD_COMPANIES } from "./known-companies-world";
import { WORLD_COMPANIES_MORE } from "./known-companies-world-more";
import type { KnownCompany } from "./rule-types";

/** The curated list of real organisations recognised by name. */
export const KNOWN_COMPANIES: readonly KnownCompany[] = [
  ...GULF_COMPANIES,
  ...GULF_COMPANIES_MORE,
  ...SERBIAN_COMPANIES,
  ...WORLD_COMPANIES,
  ...WORLD_COMPANIES_MORE,
];
