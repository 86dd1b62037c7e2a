import { ARTICLES, TOPICS } from "../content/articles";
import { LANGUAGES } from "../i18n/languages";
import { getHref, PUBLIC_PAGES } from "./paths";

/** Every public page in every language, for build-time prerendering and the sitemap: the pages,
 * the blog's topic pages and the articles. */
export function publicPaths(): string[] {
  const pages: string[] = [
    ...PUBLIC_PAGES,
    ...TOPICS.map((topic) => `/blog/topic/${topic}`),
    ...ARTICLES.map((article) => `/blog/${article.slug}`),
  ];
  return LANGUAGES.flatMap((lang) => pages.map((path) => getHref(path, lang)));
}

export function prerenderPaths(): string[] {
  return publicPaths();
}
