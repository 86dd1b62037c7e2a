import type { Lang } from "../i18n/languages";

/**
 * The day a reader's calendar week starts, per interface language (ISO numbering: 1 Monday ... 7 Sunday),
 * decided here rather than asked of the bare language tag: `Intl.Locale("ar")` answers Saturday, while our
 * Arabic readers are in Saudi Arabia (Sunday, as `ar-SA` answers); Serbian is Serbia's Monday. English is read
 * in both offices: Monday, the ISO week (`en-GB`). The table agrees with the week data of
 * `Intl.Locale(LANGUAGE_INFO[lang].intl)` where the runtime has it (checked by calendar-week.test.ts); it does not depend on it.
 */
export const WEEK_STARTS_ON: Record<Lang, 1 | 6 | 7> = { en: 1, ar: 7, sr: 1 };

/** The ISO date `days` after `isoDate` (before, when negative), on the calendar alone (no time zone). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The calendar week, as its reader counts it, that holds `today` (the reader's own calendar day, YYYY-MM-DD,
 * taken in their time zone): its first and last day.
 */
export function calendarWeek(today: string, lang: Lang): { start: string; end: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7; // 1 Monday ... 7 Sunday
  const start = addDays(today, -((weekday - WEEK_STARTS_ON[lang] + 7) % 7));
  return { start, end: addDays(start, 6) };
}
