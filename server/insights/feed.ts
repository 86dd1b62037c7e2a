import { Hono } from "hono";
import { authorNameOf } from "#core/domain/insights";
import { LANGUAGE_INFO, LANGUAGES, type Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { getHref } from "#core/lib/paths";
import type { AppEnv } from "../http/context";
import { type ContentCache, contentCacheKey } from "./content-cache";
import { listPublicInsights } from "./read-insights";

/** How many entries a feed holds: the latest published. */
export const FEED_SIZE = 20;

// XML 1.0 allows no control characters but tab and line ends: they are dropped, the rest escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML forbids
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
export const escapeXml = (text: string) =>
  text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** /feed.xml, /ar/feed.xml, /sr/feed.xml: each language's latest published insights as an Atom feed. */
export function feedRoutes(cache: ContentCache): Hono<AppEnv> {
  const feeds = new Hono<AppEnv>();
  for (const lang of LANGUAGES) {
    feeds.get(getHref("/feed.xml", lang), (c) =>
      cache.answer(contentCacheKey(c.req.raw), async () => {
        const xml = await atomFeed(c.var, lang);
        return new Response(xml, {
          headers: {
            "Content-Type": "application/atom+xml; charset=utf-8",
            "Cache-Control": "public, max-age=60",
          },
        });
      }),
    );
  }
  return feeds;
}

async function atomFeed(vars: Pick<AppEnv["Variables"], "db" | "env" | "now">, lang: Lang): Promise<string> {
  const origin = vars.env.PUBLIC_URL.replace(/\/+$/, "");
  const t = serverT(lang, "blog");
  const url = (path: string) => escapeXml(`${origin}${getHref(path, lang)}`);
  const articles = await listPublicInsights(vars.db, lang, vars.now(), { limit: FEED_SIZE, withBody: false });
  const updated = articles.reduce(
    (latest, a) => (a.updatedAt > latest ? a.updatedAt : latest),
    "1970-01-01T00:00:00.000Z",
  );
  const entries = articles.map((article) =>
    [
      "  <entry>",
      `    <id>${url(`/blog/${article.slug}`)}</id>`,
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(`/blog/${article.slug}`)}"/>`,
      `    <published>${article.publishedOn}T00:00:00Z</published>`,
      `    <updated>${article.updatedAt}</updated>`,
      `    <author><name>${escapeXml(authorNameOf(article, t))}</name></author>`,
      ...article.topics.map(
        (topic) => `    <category term="${topic}" label="${escapeXml(t(`topics.${topic}`))}"/>`,
      ),
      `    <summary>${escapeXml(article.excerpt)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_INFO[lang].htmlLang}">`,
    `  <id>${url("/feed.xml")}</id>`,
    `  <title>${escapeXml(t("feedTitle"))}</title>`,
    `  <subtitle>${escapeXml(t("intro"))}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${url("/feed.xml")}"/>`,
    `  <link rel="alternate" type="text/html" href="${url("/blog")}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(serverT(lang, "common")("brand.fullName"))}</name><uri>${escapeXml(origin)}/</uri></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
