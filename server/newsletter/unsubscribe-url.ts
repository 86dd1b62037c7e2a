import type { Lang } from "#core/i18n/languages";
import { getHref } from "#core/lib/paths";

/** The page where a subscriber undoes a subscription (also in the CSV export and the welcome e-mail). */
export function unsubscribeUrl(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${getHref("/newsletter/unsubscribe", lang)}?token=${encodeURIComponent(token)}`;
}
