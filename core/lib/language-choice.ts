import type { Lang } from "../i18n/languages";

export const LANG_COOKIE = "lang";

/**
 * The language switcher's (and the language notice's) link: the server saves the choice (a cookie its
 * language notice reads) and sends the visitor on to `target`. No script needed.
 */
export function languageChoiceHref(lang: Lang, target: string): string {
  return `/language/${lang}?next=${encodeURIComponent(target)}`;
}
