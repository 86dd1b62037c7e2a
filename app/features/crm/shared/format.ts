import type { Lang } from "~/i18n/languages";
import { formatDate as formatDay, formatMoney } from "~/lib/format";

export { formatNumber } from "~/lib/format";

/** A YYYY-MM-DD date in the page's language ("15 Jan 2025"), the calendar day as stored; null stays null. */
export function formatDate(value: string | null, lang: Lang): string | null {
  return value ? formatDay(value, lang, "medium") : null;
}

/** A deal value in Saudi riyals, in the page's language; null stays null. */
export function formatSar(value: number | null, lang: Lang): string | null {
  return value === null ? null : formatMoney(value, "SAR", lang);
}
