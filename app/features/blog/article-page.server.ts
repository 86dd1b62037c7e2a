import { data } from "react-router";
import { type Article, articleBySlug, isTopic, type TopicId } from "#core/content/articles";
import { BRAND } from "#core/content/brand";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { getHref, splitLangPath } from "#core/lib/paths";
import { type PageData, type PageMetaExtras, pageData, publicOrigin } from "~/lib/page.server";
import { countWords } from "./reading-time";

/** Authors who are people (the leadership page presents them); the rest write as the firm. */
const PEOPLE = new Set(["nikola-markovic", "sara-al-otaibi"]);

const notFound = (request: Request) =>
  data(pageData(request, { ns: [], metaKey: "common:notFound.meta", index: false }), { status: 404 });

/**
 * The data of /blog/{slug}: the article, the blog texts, the article's own title and description,
 * and its sharing and search data: og:type article with its published time, section, tags and its
 * own Open Graph image, and BlogPosting and BreadcrumbList structured data. An unknown slug answers
 * 404 with the not-found page's meta (the route's error boundary shows the not-found page).
 */
export function articlePageData(request: Request, slug: string | undefined): PageData & { article: Article } {
  const article = articleBySlug(slug);
  if (!article) throw notFound(request);
  const lang = splitLangPath(new URL(request.url).pathname).lang;
  const t = serverT(lang, "blog");
  const values = {
    title: t(`articles.${article.slug}.title`),
    excerpt: t(`articles.${article.slug}.excerpt`),
  };
  return {
    article,
    ...pageData(request, {
      ns: ["blog"],
      metaKey: "blog:articleMeta",
      values,
      extras: articleMetaExtras(article, lang),
    }),
  };
}

export function articleMetaExtras(article: Article, lang: Lang): PageMetaExtras {
  const t = serverT(lang, "blog");
  const origin = publicOrigin();
  const url = (path: string) => `${origin}${getHref(path, lang)}`;
  const title = t(`articles.${article.slug}.title`);
  const authorName = t(`authors.${article.author}.name`);
  const ogImage = `/media/og-${article.slug}.jpg`;
  const publisher = {
    "@type": "Organization",
    name: BRAND.fullName,
    url: origin,
    logo: { "@type": "ImageObject", url: `${origin}/media/logo.svg` },
  };
  const author = PEOPLE.has(article.author)
    ? {
        "@type": "Person",
        name: authorName,
        jobTitle: t(`authors.${article.author}.role`),
        url: url("/leadership"),
        worksFor: { "@type": "Organization", name: BRAND.fullName },
      }
    : { "@type": "Organization", name: authorName, url: origin };
  return {
    ogType: "article",
    ogImage,
    tags: [
      { property: "article:published_time", content: article.date },
      { property: "article:author", content: authorName },
      { property: "article:section", content: t(`categories.${article.category}`) },
      ...article.topics.map((topic) => ({ property: "article:tag", content: t(`topics.${topic}`) })),
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: title,
        description: t(`articles.${article.slug}.excerpt`),
        datePublished: article.date,
        dateModified: article.date,
        inLanguage: LANGUAGE_INFO[lang].htmlLang,
        url: url(`/blog/${article.slug}`),
        mainEntityOfPage: url(`/blog/${article.slug}`),
        image: `${origin}${ogImage}`,
        articleSection: t(`categories.${article.category}`),
        keywords: article.topics.map((topic) => t(`topics.${topic}`)).join(", "),
        wordCount: countWords(t(`articles.${article.slug}.content`)),
        author,
        publisher,
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: serverT(lang, "common")("nav.home"), item: url("/") },
          { "@type": "ListItem", position: 2, name: t("title"), item: url("/blog") },
          { "@type": "ListItem", position: 3, name: title, item: url(`/blog/${article.slug}`) },
        ],
      },
    ],
  };
}

/** The data of /blog/topic/{topic}: the blog texts and the topic's title; an unknown topic is a 404. */
export function topicPageData(request: Request, topic: string | undefined): PageData & { topic: TopicId } {
  if (!isTopic(topic)) throw notFound(request);
  const t = serverT(splitLangPath(new URL(request.url).pathname).lang, "blog");
  return {
    topic,
    ...pageData(request, {
      ns: ["blog"],
      metaKey: "blog:topicMeta",
      values: { topic: t(`topics.${topic}`) },
    }),
  };
}
