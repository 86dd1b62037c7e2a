import { TOPICS } from "../content/articles";
import { LANGUAGES } from "../i18n/languages";
import { PAGES, PUBLIC_PAGES } from "./pages";
import { getHref } from "./paths";

/**
 * The public pages that exist in every language, without their language prefix: the table's pages and the
 * blog's topic pages (the table's dynamic `blog-topic`). The sitemap lists them and, from the database, each
 * published insight in the languages it is public in (decision 030).
 */
export function publicPagePaths(): string[] {
  return [...PUBLIC_PAGES, ...TOPICS.map((topic) => `/blog/topic/${topic}`)];
}

/** The same, in every language. */
export function publicPaths(): string[] {
  return LANGUAGES.flatMap((lang) => publicPagePaths().map((path) => getHref(path, lang)));
}

/** The table's pages read from the database per request (`live`): not prerendered. */
export const LIVE_PAGES: readonly string[] = PAGES.flatMap((page) => ("live" in page ? [page.path] : []));
const LIVE: ReadonlySet<string> = new Set(LIVE_PAGES);

/**
 * The pages made from the published content per request (decision 030): the table's live pages and the
 * blog's (the list, the topics, the articles).
 */
export function isLivePath(path: string): boolean {
  return LIVE.has(path) || path.startsWith("/blog/");
}

/** The pages prerendered at build time: every page of the table but the live ones, in every language. */
export function prerenderPaths(): string[] {
  const pages = PUBLIC_PAGES.filter((path) => !LIVE.has(path));
  return LANGUAGES.flatMap((lang) => pages.map((path) => getHref(path, lang)));
}
