import type { Lang } from "#core/i18n/languages";
import { formatDate } from "#core/lib/format";

/**
 * An ISO date (YYYY-MM-DD) as the page language writes it: "9 April 2024", "9 أبريل 2024",
 * "9. априла 2024." (see core/lib/format.ts: Gregorian, the same day on the server and in the browser).
 */
export function formatArticleDate(iso: string, lang: Lang): string {
  return formatDate(iso, lang);
}
