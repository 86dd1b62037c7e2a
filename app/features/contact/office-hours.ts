import type { Office } from "#core/content/brand";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";

/** A Monday in UTC: day `d` of ISO weekday numbering (1 = Monday ... 7 = Sunday) is 2024-01-d. */
const weekdayDate = (isoDay: number) => new Date(Date.UTC(2024, 0, isoDay));

/** "HH:MM" on a fixed day, in UTC, for formatting a time of day with no time zone shift. */
function timeOfDay(hhmm: string): Date {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
}

/**
 * An office's opening hours in the page's language, from the office data: first and last working day
 * ("Monday", "Friday") and the times ("9:00 am – 5:00 pm", "٩:٠٠ ص – ٥:٠٠ م", "09:00–17:00"), in the
 * office's own local time. English uses the 12-hour clock, as the spec writes it.
 */
export function officeHours(
  office: Office,
  lang: Lang,
): { firstDay: string; lastDay: string; times: string } {
  const locale = LANGUAGE_INFO[lang].intl;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    ...(lang === "en" ? { hour12: true } : {}),
  });
  const first = office.workdays[0] ?? 1;
  const last = office.workdays.at(-1) ?? 5;
  return {
    firstDay: weekday.format(weekdayDate(first)),
    lastDay: weekday.format(weekdayDate(last)),
    times: time.formatRange(timeOfDay(office.opens), timeOfDay(office.closes)),
  };
}
