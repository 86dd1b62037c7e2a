import type { CatalogMetaView } from "~/domain/catalog";
import { LANGUAGE_INFO, type Lang } from "~/i18n/languages";
import type { TFunction } from "~/i18n/translate";

export interface Figure {
  id: "industrySolutions" | "targetCompanies" | "portfolioYear" | "saudiFocused";
  value: string;
}

/** The four headline figures, with numbers in the page language ("25+", "100٪" in Arabic). */
export function headlineFigures(meta: CatalogMetaView, lang: Lang, t: TFunction): Figure[] {
  const locale = LANGUAGE_INFO[lang].intl;
  const number = new Intl.NumberFormat(locale);
  const year = new Intl.NumberFormat(locale, { useGrouping: false });
  const withUnit = (raw: string, pattern: RegExp, key: "figures.atLeast" | "figures.percent") => {
    const match = pattern.exec(raw);
    return match ? t(key, { value: number.format(Number(match[1])) }) : raw;
  };
  return [
    { id: "industrySolutions", value: number.format(meta.industrySolutions) },
    { id: "targetCompanies", value: withUnit(meta.targetCompanies, /^(\d+)\+$/, "figures.atLeast") },
    { id: "portfolioYear", value: year.format(meta.portfolioYear) },
    { id: "saudiFocused", value: withUnit(meta.saudiFocused, /^(\d+)%$/, "figures.percent") },
  ];
}

/** "2025-10" → "October 2025" in the page language (Gregorian calendar in every language). */
export function formatMonth(yearMonth: string, lang: Lang): string {
  const [year, month] = yearMonth.split("-").map(Number);
  if (!year || !month) return yearMonth;
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].intl, {
    month: "long",
    year: "numeric",
    calendar: "gregory",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].intl).format(value);
}
