import { LANGUAGE_INFO, type Lang } from "~/i18n/languages";

/** The Umm al-Qura (Hijri) calendar of the platform's Intl, with Latin digits like the rest of our Arabic. */
const HIJRI_LOCALE = "ar-SA-u-nu-latn-ca-islamic-umalqura";
const ARABIC_DAY = { day: "numeric", month: "long", year: "numeric" } as const;

/**
 * A YYYY-MM-DD date in the page's language ("15 Jan 2025"), the calendar day as stored. On Arabic pages
 * the Hijri date follows the Gregorian one: "15 يناير 2025 (15 رجب 1446 هـ)".
 */
export function formatDate(value: string | null, lang: Lang): string | null {
  if (!value) return null;
  const [y, m, d] = value.split("-").map(Number);
  if (!y || !m || !d) return value;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (lang !== "ar") {
    return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].intl, { dateStyle: "medium", timeZone: "UTC" }).format(
      date,
    );
  }
  // Month names rather than Arabic "15/01/2025", so the two calendars read alike.
  const gregorian = new Intl.DateTimeFormat(LANGUAGE_INFO.ar.intl, { ...ARABIC_DAY, timeZone: "UTC" });
  const hijri = new Intl.DateTimeFormat(HIJRI_LOCALE, { dateStyle: "medium", timeZone: "UTC" });
  return `${gregorian.format(date)} (${hijri.format(date)})`;
}

/** A moment (ISO timestamp) in the page's language and the viewer's time zone; Hijri beside it in Arabic. */
export function formatDateTime(value: string, lang: Lang): string {
  const date = new Date(value);
  const options = { dateStyle: "medium", timeStyle: "short" } as const;
  if (lang !== "ar") return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].intl, options).format(date);
  const local = new Intl.DateTimeFormat(LANGUAGE_INFO.ar.intl, {
    ...ARABIC_DAY,
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
  return `${local} (${new Intl.DateTimeFormat(HIJRI_LOCALE, { dateStyle: "medium" }).format(date)})`;
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
