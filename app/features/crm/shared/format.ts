import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { formatDate as formatDay, formatDateTime as formatMoment } from "#core/lib/format";

export { formatNumber } from "#core/lib/format";

/** The Umm al-Qura (Hijri) calendar of the platform's Intl, with Latin digits like the rest of our Arabic. */
const HIJRI_LOCALE = "ar-SA-u-nu-latn-ca-islamic-umalqura";

function hijri(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(HIJRI_LOCALE, { dateStyle: "medium", timeZone }).format(date);
}

/**
 * A YYYY-MM-DD date in the page's language ("15 Jan 2025"), the calendar day as stored; null stays null.
 * On Arabic pages the Hijri date follows the Gregorian one, with month names: "15 يناير 2025 (15 رجب 1446 هـ)".
 */
export function formatDate(value: string | null, lang: Lang): string | null {
  if (!value) return null;
  if (lang !== "ar") return formatDay(value, lang, "medium");
  const gregorian = formatDay(value, lang, "long");
  if (gregorian === value) return value;
  return `${gregorian} (${hijri(new Date(`${value}T00:00:00Z`), "UTC")})`;
}

/** A moment's calendar day in the viewer's time zone, written as formatDate writes days ("27 Nov 2026"). */
export function formatMomentDay(moment: string, lang: Lang): string {
  const d = new Date(moment);
  const pad = (n: number) => String(n).padStart(2, "0");
  return formatDate(`${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, lang) ?? moment;
}

/** A moment (ISO timestamp) in the page's language and the viewer's time zone; Hijri beside it in Arabic. */
export function formatDateTime(value: string, lang: Lang): string {
  if (lang !== "ar") return formatMoment(value, lang);
  // Month names, as formatDate writes Arabic days, rather than "2026/11/24".
  const local = new Intl.DateTimeFormat(LANGUAGE_INFO.ar.intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(value));
  return `${local} (${hijri(new Date(value))})`;
}
