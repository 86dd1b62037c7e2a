import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from "../i18n/languages";

/**
 * Pages are kept as data here: the single place where a language prefix is added to a path.
 * English lives at the root (`/about`), the others under their prefix (`/ar/about`, `/sr/about`).
 */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/approach",
  "/solutions",
  "/tools",
  "/capability",
  "/industries",
  "/leadership",
  "/blog",
  "/contact",
  "/methodology",
  "/privacy",
  "/terms",
  "/cookies",
] as const;

/**
 * The public pages with interactive parts (islands, decision 007: their routes' `handle` is ISLAND_PAGE); every
 * other public page is a document without script. The bench and the documents test read this list.
 */
export const PAGES_WITH_ISLANDS: ReadonlySet<string> = new Set<(typeof PUBLIC_PAGES)[number]>([
  "/",
  "/tools",
  "/contact",
  "/blog",
]);

export const STAFF_PAGES = [
  "/crm",
  "/crm-add",
  "/catalog",
  "/crm/messages",
  "/crm/trash",
  "/crm/account",
  "/crm/industry-cues",
  "/crm/reports",
] as const;

/** The header navigation, in the spec's order, with the key of its label in the `common` namespace. */
export const NAV_ITEMS = [
  { path: "/", label: "nav.home" },
  { path: "/about", label: "nav.about" },
  { path: "/approach", label: "nav.approach" },
  { path: "/solutions", label: "nav.solutions" },
  { path: "/tools", label: "nav.tools" },
  { path: "/capability", label: "nav.capability" },
  { path: "/industries", label: "nav.industries" },
  { path: "/leadership", label: "nav.leadership" },
  { path: "/blog", label: "nav.blog" },
] as const;

export function getHref(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path;
  const [pathname = "", hash] = path.split("#");
  const localized = pathname === "/" ? `/${lang}` : `/${lang}${pathname}`;
  return hash === undefined ? localized : `${localized}#${hash}`;
}

/**
 * Splits `/ar/about` into `{ lang: "ar", path: "/about" }`; unprefixed paths are English.
 * A trailing slash is dropped (`/about/` is `/about`): prerendering requests pages that way.
 */
export function splitLangPath(pathname: string): { lang: Lang; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*?)\/*$/.exec(pathname);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LANG) {
    return { lang: match[1], path: match[2] || "/", prefixed: true };
  }
  return { lang: DEFAULT_LANG, path: pathname.replace(/(.)\/+$/, "$1") || "/", prefixed: false };
}

/**
 * Whether a navigation item (`/`, `/blog`) is the page at `pathname` or, but for home, one of its
 * sub-pages (an article is under Insights). Any language, with or without a trailing slash.
 */
export function isCurrentSection(itemPath: string, pathname: string): boolean {
  const { path } = splitLangPath(pathname);
  if (itemPath === "/") return path === "/";
  return path === itemPath || path.startsWith(`${itemPath}/`);
}

export function langFromPathname(pathname: string): Lang {
  return splitLangPath(pathname).lang;
}

/** Every localised URL of a page, for hreflang alternates and the sitemap. */
export function alternates(path: string): { lang: Lang; href: string }[] {
  return LANGUAGES.map((lang) => ({ lang, href: getHref(path, lang) }));
}
