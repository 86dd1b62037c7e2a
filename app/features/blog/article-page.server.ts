import type { MetaDescriptor } from "react-router";
import { data, redirect } from "react-router";
import { COVERS, isTopic, type TopicId } from "#core/content/articles";
import { BRAND } from "#core/content/brand";
import { authorNameOf, type InsightArticle, type InsightPage } from "#core/domain/insights";
import type { PublicLeader } from "#core/domain/leaders";
import { LANGUAGE_INFO, LANGUAGES, type Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { getHref, splitLangPath } from "#core/lib/paths";
import { type PageData, type PageMetaExtras, pageData, publicOrigin } from "~/lib/page.server";
import { pageServices, type ServiceArgs } from "~/lib/page-services.server";
import { countWords } from "./reading-time";

const notFound = (request: Request) =>
  data(pageData(request, { ns: [], metaKey: "common:notFound.meta", index: false }), { status: 404 });

const langOf = (request: Request) => splitLangPath(new URL(request.url).pathname).lang;

/** The blog's Atom feed in a language (server/insights/feed.ts), named in the head of the blog's pages. */
export function feedLink(lang: Lang): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: serverT(lang, "blog")("feedTitle"),
    href: `${publicOrigin()}${getHref("/feed.xml", lang)}`,
  };
}

/** /blog: the language's published articles, newest first. */
export async function blogPageData(args: ServiceArgs, ns: readonly string[]) {
  const lang = langOf(args.request);
  const articles = await pageServices(args).insights.list(lang);
  return {
    articles,
    ...pageData(args.request, { ns, metaKey: "blog:meta", extras: { tags: [feedLink(lang)] } }),
  };
}

/** /blog/topic/{topic}: the blog texts, the topic's title and the language's articles; an unknown topic is a 404. */
export async function topicPageData(
  args: ServiceArgs,
  topic: string | undefined,
): Promise<PageData & { topic: TopicId; articles: InsightArticle[] }> {
  if (!isTopic(topic)) throw notFound(args.request);
  const lang = langOf(args.request);
  const t = serverT(lang, "blog");
  const articles = await pageServices(args).insights.list(lang);
  return {
    topic,
    articles,
    ...pageData(args.request, {
      ns: ["blog"],
      metaKey: "blog:topicMeta",
      values: { topic: t(`topics.${topic}`) },
      extras: { tags: [feedLink(lang)] },
    }),
  };
}

/**
 * The data of /blog/{slug}: the article in the page's language, the blog texts, its own title and description,
 * and its sharing and search data (og:type article, BlogPosting and BreadcrumbList); its alternates are the
 * languages it is public in. A slug not public in this language answers 404 with the not-found page's meta.
 */
export async function articlePageData(
  args: ServiceArgs,
  slug: string | undefined,
): Promise<PageData & ArticleData> {
  const lang = langOf(args.request);
  const page = slug ? await pageServices(args).insights.page(lang, slug) : null;
  if (!page) throw notFound(args.request);
  return { page, author: await authorOf(args, page), ...articleData(args.request, page, true) };
}

/** An article and its author when a leader wrote it (the author card shows their name, role and photo). */
export interface ArticleData {
  page: InsightPage;
  author: PublicLeader | null;
}

async function authorOf(args: ServiceArgs, page: InsightPage): Promise<PublicLeader | null> {
  const leaders = await pageServices(args).leaders.list(page.article.lang);
  return leaders.find((leader) => leader.key === page.article.author) ?? null;
}

/** /crm/insights/{id}/preview/{lang}: any text of an insight, for staff; the page is in the text's language. */
export async function previewPageData(
  args: ServiceArgs,
  params: { id?: string; lang?: string },
): Promise<PageData & ArticleData> {
  const pageLang = langOf(args.request);
  const textLang = LANGUAGES.find((lang) => lang === params.lang);
  const id = Number(params.id);
  if (!textLang || !Number.isSafeInteger(id) || id <= 0) throw notFound(args.request);
  if (textLang !== pageLang) throw redirect(getHref(`/crm/insights/${id}/preview/${textLang}`, textLang));
  const outcome = await pageServices(args).insights.preview(id, textLang);
  if (!outcome.ok && outcome.status === 401) throw redirect(getHref("/crm", pageLang));
  if (!outcome.ok && outcome.status === 404) throw notFound(args.request);
  if (!outcome.ok) throw data(null, { status: outcome.status });
  const page = outcome.data;
  return { page, author: await authorOf(args, page), ...articleData(args.request, page, false) };
}

function articleData(request: Request, page: InsightPage, index: boolean): PageData {
  const { article } = page;
  const paths = Object.fromEntries(
    Object.entries(page.alternates).map(([lang, slug]) => [lang, `/blog/${slug}`]),
  );
  return pageData(request, {
    ns: ["blog"],
    metaKey: "blog:articleMeta",
    index,
    values: { title: article.title, excerpt: article.excerpt },
    extras: articleMetaExtras(article),
    languages: { paths, missing: "/blog" },
  });
}

export function articleMetaExtras(article: InsightArticle): PageMetaExtras {
  const { lang } = article;
  const t = serverT(lang, "blog");
  const origin = publicOrigin();
  const url = (path: string) => `${origin}${getHref(path, lang)}`;
  const authorName = authorNameOf(article, t);
  const cover = COVERS[article.id];
  const ogImage = cover ? `/media/og-${cover}.jpg` : "/media/og-image.jpg";
  const publisher = {
    "@type": "Organization",
    name: BRAND.fullName,
    url: origin,
    logo: { "@type": "ImageObject", url: `${origin}/media/logo.svg` },
  };
  // A leader signs as a person (the leadership page presents them); the team as the firm.
  const author = article.authorName
    ? {
        "@type": "Person",
        name: authorName,
        jobTitle: article.authorRole ?? "",
        url: url("/leadership"),
        worksFor: { "@type": "Organization", name: BRAND.fullName },
      }
    : { "@type": "Organization", name: authorName, url: origin };
  return {
    ogType: "article",
    ogImage,
    tags: [
      feedLink(lang),
      { property: "article:published_time", content: article.publishedOn },
      { property: "article:author", content: authorName },
      { property: "article:section", content: t(`categories.${article.category}`) },
      ...article.topics.map((topic) => ({ property: "article:tag", content: t(`topics.${topic}`) })),
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        datePublished: article.publishedOn,
        dateModified: article.publishedOn,
        inLanguage: LANGUAGE_INFO[lang].htmlLang,
        url: url(`/blog/${article.slug}`),
        mainEntityOfPage: url(`/blog/${article.slug}`),
        image: `${origin}${ogImage}`,
        articleSection: t(`categories.${article.category}`),
        keywords: article.topics.map((topic) => t(`topics.${topic}`)).join(", "),
        wordCount: countWords(article.body),
        author,
        publisher,
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: serverT(lang, "common")("nav.home"), item: url("/") },
          { "@type": "ListItem", position: 2, name: t("title"), item: url("/blog") },
          { "@type": "ListItem", position: 3, name: article.title, item: url(`/blog/${article.slug}`) },
        ],
      },
    ],
  };
}
