import { LANGUAGE_INFO, type Lang } from "~/i18n/languages";

/** A YYYY-MM-DD date in the page's language ("15 Jan 2025"), the calendar day as stored. */
export function formatDate(value: string | null, lang: Lang): string | null {
  if (!value) return null;
  const [y, m, d] = value.split("-").map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].intl, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A deal value in Saudi riyals, in the page's language. */
export function formatSar(value: number | null, lang: Lang): string | null {
  if (value === null) return null;
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].intl, {
    style: "currency",
    currency: "SAR",
    maximumFractionDigits: 2,
  }).format(value);
}

export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].intl).format(value);
}
