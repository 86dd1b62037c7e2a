import { ARTICLES, TOPICS } from "../content/articles";
import { LANGUAGES } from "../i18n/languages";
import { PUBLIC_PAGES } from "./pages";
import { getHref } from "./paths";

/**
 * The blog's topic and article pages (the table's dynamic pages `blog-topic` and `article`), from the
 * content files. Kept apart: when the blog is read from the database these URLs come from there.
 */
export function blogPaths(): string[] {
  return [
    ...TOPICS.map((topic) => `/blog/topic/${topic}`),
    ...ARTICLES.map((article) => `/blog/${article.slug}`),
  ];
}

/** Every public page without its language prefix: the table's pages, then the blog's (for the sitemap). */
export function publicPagePaths(): string[] {
  return [...PUBLIC_PAGES, ...blogPaths()];
}

/** Every public page in every language, for build-time prerendering and the tests. */
export function publicPaths(): string[] {
  const pages = publicPagePaths();
  return LANGUAGES.flatMap((lang) => pages.map((path) => getHref(path, lang)));
}

export function prerenderPaths(): string[] {
  return publicPaths();
}
