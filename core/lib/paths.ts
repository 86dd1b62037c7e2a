import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from "../i18n/languages";

/**
 * The single place where a language prefix is added to a path, and the one parser of a page URL's language.
 * English lives at the root (`/about`), the others under their prefix (`/ar/about`, `/sr/about`). The pages
 * themselves are the table in core/lib/pages.ts.
 */

export function getHref(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path;
  const [pathname = "", hash] = path.split("#");
  const localized = pathname === "/" ? `/${lang}` : `/${lang}${pathname}`;
  return hash === undefined ? localized : `${localized}#${hash}`;
}

/** A page URL read: its language and its language-neutral path. */
export interface PageAddress {
  lang: Lang;
  path: string;
  /** Whether the URL has a language prefix (English pages have none). */
  prefixed: boolean;
}

/**
 * Splits `/ar/about` into `{ lang: "ar", path: "/about" }`; unprefixed paths are English.
 * A trailing slash is dropped (`/about/` is `/about`): prerendering requests pages that way.
 */
export function splitLangPath(pathname: string): PageAddress {
  const match = /^\/([a-z]{2})(?=\/|$)(.*?)\/*$/.exec(pathname);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LANG) {
    return { lang: match[1], path: match[2] || "/", prefixed: true };
  }
  return { lang: DEFAULT_LANG, path: pathname.replace(/(.)\/+$/, "$1") || "/", prefixed: false };
}

/**
 * Whether a navigation item (`/`, `/blog`) is the page at the language-neutral `path` or, but for home, one
 * of its sub-pages (an article is under Insights).
 */
export function isCurrentSection(itemPath: string, path: string): boolean {
  if (itemPath === "/") return path === "/";
  return path === itemPath || path.startsWith(`${itemPath}/`);
}

/** Every localised URL of a page, for hreflang alternates and the sitemap. */
export function alternates(path: string): { lang: Lang; href: string }[] {
  return LANGUAGES.map((lang) => ({ lang, href: getHref(path, lang) }));
}
