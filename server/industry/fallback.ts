/**
 * The best guess when a name carries no industry cue at all (always answered with low confidence). Some words
 * say nothing decisive about the industry but make one guess likelier than another ("Distribution", "& Sons",
 * "Investment"); the reasoning names that word. Otherwise the guess is Technology: a coined brand name with no
 * cue is most often a technology company.
 */
import type { IndustryKey } from "#core/domain/industries";
import type { Term } from "./knowledge/rule-types";
import { compileTerms, findTerms, rawText, type TermSet } from "./match-terms";
import { tokenize } from "./normalize";

export type FallbackBasis = "family" | "investment" | "distribution" | "solutions" | "default";

export interface Fallback {
  industry: IndustryKey;
  basis: FallbackBasis;
  /** The word behind the guess, as written (absent for the default). */
  text?: string;
}

export const DEFAULT_FALLBACK: IndustryKey = "Technology";

interface Hint {
  basis: Exclude<FallbackBasis, "default">;
  industry: IndustryKey;
  terms: readonly Term[];
}

/** In order of precedence. */
const HINTS: readonly Hint[] = [
  {
    // Gulf family trading houses ("& Sons", "Bros", "وإخوانه") very often hold car agencies.
    basis: "family",
    industry: "Automotive Distribution",
    terms: ["sons", "bros", "brothers", "اخوان", "اولاد", "ابناء"],
  },
  {
    // Investment companies in the Gulf and Serbia mostly invest in and develop property.
    basis: "investment",
    industry: "Real Estate",
    terms: ["invest*", "استثمار", "ulaganj*"],
  },
  {
    // Distributors, importers and wholesalers mostly move consumer goods. ("Trading" alone is too vague.)
    basis: "distribution",
    industry: "FMCG",
    terms: [
      "import*",
      "export*",
      "distribution",
      "distributor*",
      "wholesale*",
      "توزيع",
      "استيراد",
      "تصدير",
      "distribucij*",
      "distributer*",
      "uvoz*",
      "izvoz*",
      "veleprodaj*",
    ],
  },
  {
    // "Solutions" and "Services" with no other cue are most often IT providers.
    basis: "solutions",
    industry: "Technology",
    terms: ["solutions", "حلول", "resenj*"],
  },
];

const COMPILED: readonly { hint: Hint; terms: TermSet }[] = HINTS.map((hint) => ({
  hint,
  terms: compileTerms(hint.terms),
}));

export function fallbackFor(name: string): Fallback {
  const tokens = tokenize(name);
  for (const { hint, terms } of COMPILED) {
    const match = findTerms(terms, tokens)[0];
    if (match) {
      return { industry: hint.industry, basis: hint.basis, text: rawText(tokens, match.start, match.end) };
    }
  }
  return { industry: DEFAULT_FALLBACK, basis: "default" };
}
