/**
 * Recognises known companies: the name without legal forms, optionally followed by place words and generic words
 * that fit its industry ("Tabby Technologies", "Almarai KSA"), never by words naming a line of business.
 */
import type { IndustryKey } from "#core/domain/industries";
import { KNOWLEDGE } from "./knowledge/load-knowledge";
import type { KnownCompany } from "./knowledge/rule-types";
import { PLACE_QUALIFIERS, SEAT_FOLLOWS } from "./legal-forms";
import { coreKey, isArabic, keyOf, type Token, tokenize } from "./normalize";

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

const KNOWN_COMPANIES = KNOWLEDGE.companies;
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

const MONEY: readonly IndustryKey[] = [
  "American Express",
  "Payment Networks",
  "Banking & Retail Banks",
  "Insurance Services",
  "Automotive Finance",
  "Fintech & Digital Payments",
  "Banking Services & Remittance",
];
const TECH: readonly IndustryKey[] = ["Technology", "Fintech & Digital Payments", "Payment Networks"];

/**
 * Generic words that may follow a known name without making it another company ("Tamara Financing", "Geidea
 * Technology"), with the industries of the names they may follow (normalised; undefined: any industry).
 */
const GENERIC_TAIL: ReadonlyMap<string, readonly IndustryKey[] | undefined> = new Map([
  ["technology", TECH],
  ["technologies", TECH],
  ["tech", TECH],
  ["solutions", TECH],
  ["finance", MONEY],
  ["financing", MONEY],
  ["financial", MONEY],
  ["services", undefined],
  ["enterprises", undefined],
  ["trading", undefined],
  ["الخدمات", undefined],
  ["للخدمات", undefined],
  ["للتجاره", undefined],
  ["الماليه", MONEY],
]);

function genericTail(tail: readonly Token[], industry: IndustryKey): boolean {
  return tail.every((t) => {
    if (PLACE_QUALIFIERS.has(t.norm)) return true;
    if (!GENERIC_TAIL.has(t.norm)) return false;
    const fits = GENERIC_TAIL.get(t.norm);
    return !fits || fits.includes(industry);
  });
}

export function findKnownCompany(tokens: readonly Token[]): KnownMatch | undefined {
  const core = tokens.filter((t) => !t.legal);
  for (let end = core.length; end > 0; end--) {
    const company = INDEX.get(keyOf(core.slice(0, end).map((t) => t.norm)));
    if (company && end < core.length && !genericTail(core.slice(end), company.industry)) return undefined;
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
    if (!last || !(PLACE_QUALIFIERS.has(last.norm) || GENERIC_TAIL.has(last.norm))) return undefined;
  }
  return undefined;
}

/** A known company named in one part of a name, and the rest of the name. */
export interface KnownPartMatch extends KnownMatch {
  rest: string;
}

const BRACKETED = /[([{]([^)\]}]*)[)\]}]/g;

/**
 * A known company named outside or inside brackets: "Etihad Etisalat (Mobily)", "Amex (Middle East) B.S.C.".
 * The caller decides whether the rest of the name contradicts it.
 */
export function findKnownInParts(name: string): KnownPartMatch | undefined {
  const inside = [...name.matchAll(BRACKETED)].map((m) => m[1] ?? "");
  if (inside.length === 0) return undefined;
  const outside = name.replace(BRACKETED, " ");
  const parts = [outside, ...inside];
  for (const [i, part] of parts.entries()) {
    const match = findKnownCompany(tokenize(part));
    if (match) return { ...match, rest: parts.filter((_, j) => j !== i).join(" ") };
  }
  return undefined;
}

/** A known company named before a Serbian legal form, followed by its seat: "Bambi a.d. Požarevac". */
export function findKnownBeforeSeat(tokens: readonly Token[]): KnownPartMatch | undefined {
  const at = tokens.findIndex((t, i) => i > 0 && t.legal && SEAT_FOLLOWS.has(t.norm));
  if (at < 0 || at === tokens.length - 1) return undefined;
  const match = findKnownCompany(tokens.slice(0, at));
  if (!match) return undefined;
  const rest = tokens
    .slice(at + 1)
    .map((t) => t.raw)
    .join(" ");
  return { ...match, rest };
}

/** The display name of a known company for a language: an alias in the script of that language if there is one. */
export function displayName(company: KnownCompany, lang: "en" | "ar" | "sr"): string {
  if (lang === "ar") return company.aliases.find(isArabic) ?? company.name;
  if (lang === "sr") return company.aliases.find((a) => /[\u0400-\u04FF]/.test(a)) ?? company.name;
  return company.name;
}

/** The display name, for a language, of the known company with this canonical name. */
export function knownCompanyNamed(name: string, lang: "en" | "ar" | "sr"): string | undefined {
  const company = KNOWN_COMPANIES.find((c) => c.name === name);
  return company ? displayName(company, lang) : undefined;
}
