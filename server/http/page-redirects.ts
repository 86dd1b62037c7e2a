import { isLang, type Lang } from "#core/i18n/languages";
import { LANG_COOKIE } from "#core/lib/language-choice";
import { getHref } from "#core/lib/paths";
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
 * A page URL names its language (no prefix: English) and is never redirected for language: Back and shared
 * links must open the page they name. Only the home page `/` redirects, and only on a first visit (no saved
 * choice yet), to the home page of the browser's language. Once a choice is saved, `/` stays English too: the
 * visitor who chose Arabic on `/` and goes Back must land on `/`, not be sent on again; the notice offers
 * the saved language instead (offeredLanguage).
 */
export function homeRedirect(
  pathname: string,
  headers: { cookie?: string; acceptLanguage?: string },
): string | undefined {
  if (pathname !== "/" || savedLanguage(headers.cookie)) return undefined;
  const wanted = preferredLanguage(headers.acceptLanguage);
  return wanted && wanted !== "en" ? getHref("/", wanted) : undefined;
}

/**
 * The language to offer on a page in `pageLang` (by a notice, never a redirect): the saved choice, or else
 * the browser's language, when it is another one; undefined when the page already is in it.
 */
export function offeredLanguage(
  pageLang: Lang,
  headers: { cookie?: string; acceptLanguage?: string },
): Lang | undefined {
  const wanted = savedLanguage(headers.cookie) ?? preferredLanguage(headers.acceptLanguage);
  return wanted && wanted !== pageLang ? wanted : undefined;
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
