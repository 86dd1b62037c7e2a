import { LANGUAGE_INFO, type Lang } from "~/i18n/languages";

/**
 * An ISO date (YYYY-MM-DD) as the page language writes it: "9 April 2024", "9 أبريل 2024",
 * "9. април 2024.". Always the Gregorian calendar and UTC, so the server's and the browser's
 * text are the same day.
 */
export function formatArticleDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].intl, {
    dateStyle: "long",
    calendar: "gregory",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}
