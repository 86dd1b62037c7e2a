import { TOPICS } from "../content/articles";
import { LANGUAGES } from "../i18n/languages";
import { getHref, PUBLIC_PAGES, splitLangPath } from "./paths";

/**
 * The public pages that exist in every language, in every language: the pages and the blog's topic pages.
 * The sitemap lists them and, from the database, each published insight in the languages it is public in.
 */
export function publicPaths(): string[] {
  const pages: string[] = [...PUBLIC_PAGES, ...TOPICS.map((topic) => `/blog/topic/${topic}`)];
  return LANGUAGES.flatMap((lang) => pages.map((path) => getHref(path, lang)));
}

/** The blog's pages (the list, the topics, the articles) read the published insights per request (decision 030). */
export function isBlogPath(path: string): boolean {
  return path === "/blog" || path.startsWith("/blog/");
}

/** The pages prerendered at build time: every public page but the blog's. */
export function prerenderPaths(): string[] {
  return publicPaths().filter((href) => !isBlogPath(splitLangPath(href).path));
}
