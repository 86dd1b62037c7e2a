import { LANGUAGE_INFO, type Lang } from "../i18n/languages";

/**
 * The one place where numbers, dates and money are written for a page's language (Intl): the value first,
 * then the language. Dates are in the Gregorian calendar (Arabic pages may show the Hijri beside it: the
 * ...WithHijri forms); a calendar day (YYYY-MM-DD) is the same day on the server and in any browser (UTC).
 */

const locale = (lang: Lang) => LANGUAGE_INFO[lang].intl;

/** A number in the language's digits and separators. */
export function formatNumber(value: number, lang: Lang, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(locale(lang), options).format(value);
}

/** A share given in percent points: formatPercent(29, "ar") is "29٪". */
export function formatPercent(points: number, lang: Lang): string {
  return formatNumber(points / 100, lang, { style: "percent", maximumFractionDigits: 1 });
}

/** A year, without a thousands separator (2005). */
export function formatYear(year: number, lang: Lang): string {
  return formatNumber(year, lang, { useGrouping: false });
}

/**
 * An amount of money in a currency (ISO 4217: "SAR"), with at most two decimals; `whole`: a whole amount
 * without its ",00" ("SAR 1,000", the deal board's cards and sums), cents only when there are any.
 */
export function formatMoney(
  value: number,
  currency: string,
  lang: Lang,
  { whole = false }: { whole?: boolean } = {},
): string {
  return formatNumber(value, lang, {
    style: "currency",
    currency,
    maximumFractionDigits: 2,
    ...(whole ? { minimumFractionDigits: Number.isInteger(value) ? 0 : 2 } : {}),
  });
}

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale(lang), { calendar: "gregory", ...options });
}

/**
 * Serbian names a month of a day in the genitive ("12. јуна 2024.": the twelfth of June), but Intl's data gives
 * the nominative ("12. јун 2024."), the form of a month on its own ("јун 2024.", formatMonth).
 */
const SERBIAN_MONTHS_GENITIVE = [
  "јануара",
  "фебруара",
  "марта",
  "априла",
  "маја",
  "јуна",
  "јула",
  "августа",
  "септембра",
  "октобра",
  "новембра",
  "децембра",
] as const;

/**
 * A calendar day given as YYYY-MM-DD: "9 April 2024" (long) or "9 Apr 2024" (medium), "9 أبريل 2024",
 * "9. априла 2024.". Anything else is returned as it is.
 */
export function formatDate(isoDate: string, lang: Lang, style: "long" | "medium" = "long"): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || !y || !m || !d) return isoDate;
  const parts = dateFormat(lang, { dateStyle: style, timeZone: "UTC" }).formatToParts(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return parts
    .map((part) =>
      lang === "sr" && style === "long" && part.type === "month"
        ? (SERBIAN_MONTHS_GENITIVE[m - 1] ?? part.value)
        : part.value,
    )
    .join("");
}

/** A month given as YYYY-MM: "October 2025". Anything else is returned as it is. */
export function formatMonth(yearMonth: string, lang: Lang): string {
  const [year, month] = yearMonth.split("-").map(Number);
  if (!year || !month) return yearMonth;
  return dateFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

const utcDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

/** The Hijri calendar (Umm al-Qura, Saudi Arabia's) in Arabic, with the page's Western digits. */
const hijri = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("ar-SA-u-nu-latn", { calendar: "islamic-umalqura", timeZone: "UTC", ...options });

/**
 * A calendar day as formatDate writes it, and on Arabic pages its Hijri date beside it:
 * "1 نوفمبر 2026 (21 جمادى الأولى 1448 هـ)". Other languages get the Gregorian day alone.
 */
export function formatDateWithHijri(isoDate: string, lang: Lang, style: "long" | "medium" = "long"): string {
  const gregorian = formatDate(isoDate, lang, style);
  if (lang !== "ar" || gregorian === isoDate) return gregorian;
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return `${gregorian} (${hijri({ dateStyle: style }).format(utcDay(y, m, d))})`;
}

/**
 * A month (YYYY-MM) as formatMonth writes it, and on Arabic pages the Hijri months it spans beside it:
 * "نوفمبر 2026 (جمادى الأولى – جمادى الآخرة 1448 هـ)".
 */
export function formatMonthWithHijri(yearMonth: string, lang: Lang): string {
  const gregorian = formatMonth(yearMonth, lang);
  if (lang !== "ar" || gregorian === yearMonth) return gregorian;
  const [y, m] = yearMonth.split("-").map(Number) as [number, number];
  const span = hijri({ month: "long", year: "numeric" }).formatRange(utcDay(y, m, 1), utcDay(y, m + 1, 0));
  return `${gregorian} (${span})`;
}

/** A moment, in the reader's time zone (or the one given): "9 Apr 2024, 14:05". */
export function formatDateTime(moment: Date | string, lang: Lang, timeZone?: string): string {
  return dateFormat(lang, {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(moment));
}

/** A time of day, in the reader's time zone: "14:05". */
export function formatTime(moment: Date, lang: Lang): string {
  return dateFormat(lang, { hour: "numeric", minute: "2-digit" }).format(moment);
}

/** An hour of the day (0–23) as the language writes it on a clock: "08:00". */
export function formatHour(hour: number, lang: Lang): string {
  return dateFormat(lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );
}

/**
 * The parts of a place, most specific first ("Riyadh", "Saudi Arabia"), joined with the language's comma:
 * "Riyadh, Saudi Arabia", "الرياض، المملكة العربية السعودية". (Intl.ListFormat joins lists with "and" — "و" in
 * Arabic — which would make a city and its country two places.)
 */
export function formatPlace(parts: readonly string[], lang: Lang): string {
  return parts.join(lang === "ar" ? "، " : ", ");
}

/**
 * Text someone typed (a company's name, a username), isolated for a sentence around it: between first-strong
 * isolates (U+2068 … U+2069), so "Đorđević d.o.o." keeps its full stop at its end in an Arabic sentence and
 * an Arabic name its place in an English one. For strings (toasts, titles); in markup use <UserText>.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
