/**
 * The twelve industries of the sales CRM and the research solution each maps to (SPEC.md section 3).
 * `key` is the industry string stored in the database and in the spreadsheet import format;
 * `slug` names it in translation files (`industries` namespace) and CSS.
 */
export const INDUSTRIES = [
  { slug: "amex", key: "American Express", solution: 1, color: "#2563eb" },
  { slug: "payment-networks", key: "Payment Networks", solution: 2, color: "#7c3aed" },
  { slug: "retail-banking", key: "Banking & Retail Banks", solution: 3, color: "#0f766e" },
  { slug: "insurance", key: "Insurance Services", solution: 4, color: "#0369a1" },
  { slug: "automotive-distribution", key: "Automotive Distribution", solution: 5, color: "#b45309" },
  { slug: "automotive-finance", key: "Automotive Finance", solution: 6, color: "#c2410c" },
  { slug: "technology", key: "Technology", solution: 7, color: "#4f46e5" },
  { slug: "government", key: "Government", solution: 8, color: "#15803d" },
  { slug: "fmcg", key: "FMCG", solution: 9, color: "#be123c" },
  { slug: "fintech", key: "Fintech & Digital Payments", solution: 10, color: "#9333ea" },
  { slug: "remittance", key: "Banking Services & Remittance", solution: 11, color: "#0e7490" },
  { slug: "real-estate", key: "Real Estate", solution: 12, color: "#a16207" },
] as const;

export type Industry = (typeof INDUSTRIES)[number];
export type IndustryKey = Industry["key"];
export type IndustrySlug = Industry["slug"];

export const INDUSTRY_KEYS = INDUSTRIES.map((i) => i.key) as [IndustryKey, ...IndustryKey[]];

/** Solution number 0 'Not Assigned' is what an unknown industry maps to. */
export const NOT_ASSIGNED = { slug: "not-assigned", solution: 0, color: "#6b7280" } as const;

export function industryByKey(key: string | null | undefined): Industry | undefined {
  return INDUSTRIES.find((i) => i.key === key);
}

export function solutionFor(key: string | null | undefined): {
  solution: number;
  slug: string;
  color: string;
} {
  const found = industryByKey(key);
  return found
    ? { solution: found.solution, slug: found.slug, color: found.color }
    : { solution: NOT_ASSIGNED.solution, slug: NOT_ASSIGNED.slug, color: NOT_ASSIGNED.color };
}
