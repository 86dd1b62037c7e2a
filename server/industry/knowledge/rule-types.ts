import type { IndustryKey } from "#core/domain/industries";

/**
 * A term as written in the rules: one or more words separated by spaces (a phrase of consecutive words).
 * A word ending in "*" matches as a prefix ("osigura*" = osiguranje, osiguranja...), a word starting with "*"
 * as a suffix ("*pay" = HyperPay, urpay). Other Latin words also match with a plural "s". Arabic words match
 * with the usual attached particles and endings (ال, و, ب, ل, لل, وال ... / ه, ي, يه, ات). Terms are normalised
 * like names, so Serbian terms are written in Latin and cover Cyrillic too.
 */
export type Term = string;

/** Industries a matched rule silences: "all" for words naming an institution (ministry, authority...). */
export type Overrides = readonly IndustryKey[] | "all";

export interface KeywordRule {
  industry: IndustryKey;
  /** 1-2 weak, 3-4 medium, 5 strong, 6+ decisive. */
  weight: number;
  terms: readonly Term[];
  overrides?: Overrides;
}

/** Matches when every group has a matching term anywhere in the name; then its parts count only as the combo. */
export interface ComboRule {
  industry: IndustryKey;
  weight: number;
  groups: readonly (readonly Term[])[];
  overrides?: Overrides;
}

/** A real organisation recognised by name. Aliases may be Latin, Arabic or Cyrillic; all are normalised. */
export interface KnownCompany {
  name: string;
  industry: IndustryKey;
  /** ISO 3166-1 alpha-2 of the home market, "XX" for international groups. */
  country: string;
  aliases: readonly string[];
}
