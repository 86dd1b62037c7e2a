import type { Lang } from "~/i18n/languages";

export const LANG_COOKIE = "lang";

/** Saves the visitor's language choice where the server (cookie) and the browser (localStorage) see it. */
export function saveLanguageChoice(lang: Lang): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server's redirect
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LANG_COOKIE, lang);
  } catch {
    // Storage can be disabled; the cookie is enough for the server.
  }
}
