import type { Metric } from "~/content/pages";
import { LANGUAGE_INFO, type Lang } from "~/i18n/languages";
import type { TFunction } from "~/i18n/translate";

/** A number in the page language's digits and separators. */
export function formatNumber(lang: Lang, value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].intl, options).format(value);
}

/** A year without a thousands separator (2005, ٢٠٠٥). */
export function formatYear(lang: Lang, year: number): string {
  return formatNumber(lang, year, { useGrouping: false });
}

/** A metric figure: the number through Intl, the sign or suffix from `pages:units.<unit>`. */
export function formatMetric(t: TFunction, lang: Lang, metric: Pick<Metric, "value" | "unit">): string {
  return t(`pages:units.${metric.unit}`, { value: formatNumber(lang, metric.value) });
}

/** A calendar date given as YYYY-MM-DD, in the page language (always the Gregorian calendar). */
export function formatDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].intl, {
    dateStyle: "long",
    calendar: "gregory",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
