import { data } from "react-router";
import { type Article, articleBySlug } from "~/content/articles";
import { serverT } from "~/i18n/resources.server";
import { type PageData, pageData } from "~/lib/page.server";
import { splitLangPath } from "~/lib/paths";

/**
 * The data of /blog/{slug}: the article, the blog texts and the article's own title and
 * description. An unknown slug answers 404 with the not-found page's meta (the route's error
 * boundary shows the not-found page).
 */
export function articlePageData(request: Request, slug: string | undefined): PageData & { article: Article } {
  const article = articleBySlug(slug);
  if (!article) {
    throw data(pageData(request, { ns: [], metaKey: "common:notFound.meta", index: false }), { status: 404 });
  }
  const t = serverT(splitLangPath(new URL(request.url).pathname).lang, "blog");
  const values = {
    title: t(`articles.${article.slug}.title`),
    excerpt: t(`articles.${article.slug}.excerpt`),
  };
  return { article, ...pageData(request, { ns: ["blog"], metaKey: "blog:articleMeta", values }) };
}
