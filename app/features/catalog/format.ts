import type { CatalogMetaView } from "#core/domain/catalog";
import type { Lang } from "#core/i18n/languages";
import type { TFunction } from "#core/i18n/translate";
import { formatNumber, formatYear } from "#core/lib/format";

export interface Figure {
  id: "industrySolutions" | "targetCompanies" | "portfolioYear" | "saudiFocused";
  value: string;
}

/** The four headline figures, with numbers in the page language ("25+", "100٪" in Arabic). */
export function headlineFigures(meta: CatalogMetaView, lang: Lang, t: TFunction): Figure[] {
  const withUnit = (raw: string, pattern: RegExp, key: "figures.atLeast" | "figures.percent") => {
    const match = pattern.exec(raw);
    return match ? t(key, { value: formatNumber(Number(match[1]), lang) }) : raw;
  };
  return [
    { id: "industrySolutions", value: formatNumber(meta.industrySolutions, lang) },
    { id: "targetCompanies", value: withUnit(meta.targetCompanies, /^(\d+)\+$/, "figures.atLeast") },
    { id: "portfolioYear", value: formatYear(meta.portfolioYear, lang) },
    { id: "saudiFocused", value: withUnit(meta.saudiFocused, /^(\d+)%$/, "figures.percent") },
  ];
}
