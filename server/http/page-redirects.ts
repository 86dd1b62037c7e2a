import { isLang, type Lang } from "../../app/i18n/languages";
import { LANG_COOKIE } from "../../app/lib/language-choice";
import { getHref, splitLangPath } from "../../app/lib/paths";
import { preferredLanguage } from "./lang";

/**
 * Whether a GET is for a page (a document a visitor reads), as opposed to the router's own requests
 * (`/__manifest`, `*.data`), assets and files, the API or the language choice. Only pages are redirected.
 */
export function isPageRequest(pathname: string): boolean {
  if (pathname.includes("/__")) return false;
  if (/^\/(api|assets|language)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** The one canonical URL of a page: lower case, no trailing slash (`/About/` → `/about`). */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "") || "/";
  return trimmed.toLowerCase();
}

/** The saved language choice in a Cookie header, if any. */
export function savedLanguage(cookieHeader: string | undefined): Lang | undefined {
  const saved = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? "")?.[1];
  return isLang(saved) ? saved : undefined;
}

/**
 * Where an unprefixed (English) page sends a visitor whose saved choice, or else whose browser, asks for
 * Arabic or Serbian; undefined to stay.
 */
export function languageRedirect(
  pathname: string,
  headers: { cookie?: string; acceptLanguage?: string },
): string | undefined {
  const split = splitLangPath(pathname);
  if (split.prefixed) return undefined;
  const wanted = savedLanguage(headers.cookie) ?? preferredLanguage(headers.acceptLanguage);
  return wanted && wanted !== "en" ? getHref(split.path, wanted) : undefined;
}

/**
 * The language switcher's target (`?next=`), kept only when it is a path on this site; otherwise the
 * home page of the chosen language.
 */
export function safeNextPath(next: string | undefined, lang: Lang): string {
  if (next?.startsWith("/") && !next.startsWith("//") && !next.includes("\\")) {
    const url = new URL(next, "http://site.invalid");
    if (url.origin === "http://site.invalid") return `${url.pathname}${url.search}${url.hash}`;
  }
  return getHref("/", lang);
}
