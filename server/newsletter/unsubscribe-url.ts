import type { Lang } from "#core/i18n/languages";
import { getHref } from "#core/lib/paths";

const pageUrl = (publicUrl: string, path: string, lang: Lang, token: string) =>
  `${publicUrl}${getHref(path, lang)}?token=${encodeURIComponent(token)}`;

/** The page where a subscriber undoes a subscription (also in the CSV export and every newsletter e-mail). */
export function unsubscribeUrl(publicUrl: string, lang: Lang, token: string): string {
  return pageUrl(publicUrl, "/newsletter/unsubscribe", lang, token);
}

/** The confirmation link of the double opt-in e-mail. */
export function confirmUrl(publicUrl: string, lang: Lang, token: string): string {
  return pageUrl(publicUrl, "/newsletter/confirm", lang, token);
}

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to it. */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}
