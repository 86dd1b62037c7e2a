import type { Lang } from "~/i18n/languages";

export const LANG_COOKIE = "lang";

/**
 * The language switcher's link: the server saves the choice (a cookie its redirect of unprefixed URLs
 * reads) and sends the visitor on to `target`, the same page in that language. No script needed.
 */
export function languageChoiceHref(lang: Lang, target: string): string {
  return `/language/${lang}?next=${encodeURIComponent(target)}`;
}
