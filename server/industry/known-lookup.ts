/** Recognises known companies: the name without legal forms, optionally followed by place words only. */
import { KNOWN_COMPANIES } from "./knowledge/known-companies";
import type { KnownCompany } from "./knowledge/rule-types";
import { PLACE_QUALIFIERS } from "./legal-forms";
import { coreKey, isArabic, type Token } from "./normalize";

function buildIndex(companies: readonly KnownCompany[]): Map<string, KnownCompany> {
  const index = new Map<string, KnownCompany>();
  for (const company of companies) {
    for (const alias of [company.name, ...company.aliases]) {
      const key = coreKey(alias);
      if (key && !index.has(key)) index.set(key, company);
    }
  }
  return index;
}

const INDEX = buildIndex(KNOWN_COMPANIES);

/** Every alias key with the companies it points to; a key shared by two industries is a data error (tested). */
export function aliasKeys(): Map<string, KnownCompany[]> {
  const keys = new Map<string, KnownCompany[]>();
  for (const company of KNOWN_COMPANIES) {
    for (const alias of [company.name, ...company.aliases]) {
      const key = coreKey(alias);
      const list = keys.get(key) ?? [];
      if (!list.includes(company)) list.push(company);
      keys.set(key, list);
    }
  }
  return keys;
}

export interface KnownMatch {
  company: KnownCompany;
  /** The tokens that named it, as written. */
  text: string;
}

export function findKnownCompany(tokens: readonly Token[]): KnownMatch | undefined {
  const core = tokens.filter((t) => !t.legal);
  for (let end = core.length; end > 0; end--) {
    const company = INDEX.get(
      core
        .slice(0, end)
        .map((t) => t.norm)
        .join(" "),
    );
    if (company) {
      return {
        company,
        text: core
          .slice(0, end)
          .map((t) => t.raw)
          .join(" "),
      };
    }
    const last = core[end - 1];
    if (!last || !PLACE_QUALIFIERS.has(last.norm)) return undefined;
  }
  return undefined;
}

/** The display name of a known company for a language: an alias in the script of that language if there is one. */
export function displayName(company: KnownCompany, lang: "en" | "ar" | "sr"): string {
  if (lang === "ar") return company.aliases.find(isArabic) ?? company.name;
  if (lang === "sr") return company.aliases.find((a) => /[\u0400-\u04FF]/.test(a)) ?? company.name;
  return company.name;
}
