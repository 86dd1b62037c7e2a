import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { ArticleCategory, TopicId } from "#core/content/articles";
import { imageIdsIn } from "#core/domain/insight-body";
import type { InsightArticle, InsightImage, InsightPage } from "#core/domain/insights";
import { imageWidthsFor } from "#core/domain/media";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { insights, insightTexts, leaderTexts, mediaImages } from "../db/schema";

/** A language of an insight is public when published and its publish_at has come (decision 030). */
const isPublic = (now: Date) => and(eq(insightTexts.status, "published"), lte(insightTexts.publishAt, now));

const columns = {
  id: insights.id,
  lang: insightTexts.lang,
  slug: insightTexts.slug,
  category: insights.category,
  author: insights.author,
  authorName: leaderTexts.name,
  authorRole: leaderTexts.role,
  topics: insights.topics,
  title: insightTexts.title,
  excerpt: insightTexts.excerpt,
  body: insightTexts.body,
  publishedOn: insightTexts.publishedOn,
  publishAt: insightTexts.publishAt,
  updatedAt: sql<Date>`greatest(${insightTexts.updatedAt}, ${insights.updatedAt})`.mapWith((value) =>
    value instanceof Date ? value : new Date(String(value)),
  ),
};

type Row = {
  id: number;
  lang: string;
  slug: string;
  category: string;
  author: string;
  authorName: string | null;
  authorRole: string | null;
  topics: string[];
  title: string;
  excerpt: string;
  body: string;
  publishedOn: string | null;
  publishAt: Date | null;
  updatedAt: Date;
};

function toArticle(row: Row, withBody = true): InsightArticle {
  return {
    id: row.id,
    lang: row.lang as Lang,
    slug: row.slug,
    category: row.category as ArticleCategory,
    author: row.author,
    authorName: row.authorName,
    authorRole: row.authorRole,
    topics: row.topics as TopicId[],
    title: row.title,
    excerpt: row.excerpt,
    body: withBody ? row.body : "",
    publishedOn: row.publishedOn ?? (row.publishAt ?? row.updatedAt).toISOString().slice(0, 10),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The texts with their insight and, when a leader signs it, the leader's name and role in the text's language. */
function select(db: Db) {
  return db
    .select(columns)
    .from(insightTexts)
    .innerJoin(insights, eq(insights.id, insightTexts.insightId))
    .leftJoin(
      leaderTexts,
      and(eq(leaderTexts.leaderKey, insights.author), eq(leaderTexts.lang, insightTexts.lang)),
    );
}

/** The public articles of a language, newest first (by the date they show, then the latest published). */
export async function listPublicInsights(
  db: Db,
  lang: Lang,
  now: Date,
  options: { limit?: number; withBody?: boolean } = {},
): Promise<InsightArticle[]> {
  const query = select(db)
    .where(and(eq(insightTexts.lang, lang), isPublic(now)))
    .orderBy(desc(insightTexts.publishedOn), desc(insightTexts.publishAt), desc(insights.id));
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map((row) => toArticle(row, options.withBody ?? true));
}

/** Every public (insight, language, slug), for the sitemap. */
export async function publicInsightSlugs(
  db: Db,
  now: Date,
): Promise<{ id: number; lang: Lang; slug: string }[]> {
  const rows = await db
    .select({ id: insightTexts.insightId, lang: insightTexts.lang, slug: insightTexts.slug })
    .from(insightTexts)
    .where(isPublic(now))
    .orderBy(insightTexts.insightId, insightTexts.lang);
  return rows.map((row) => ({ ...row, lang: row.lang as Lang }));
}

/** The page of the public article at `slug` in `lang`, or null when there is none. */
export async function publicInsightPage(
  db: Db,
  lang: Lang,
  slug: string,
  now: Date,
): Promise<InsightPage | null> {
  const [row] = await select(db).where(
    and(eq(insightTexts.lang, lang), eq(insightTexts.slug, slug), isPublic(now)),
  );
  if (!row) return null;
  return pageOf(db, toArticle(row), now, true);
}

/** Any text of an insight (draft, scheduled or public) as its public page would show it: the staff preview. */
export async function previewInsightPage(
  db: Db,
  id: number,
  lang: Lang,
  now: Date,
): Promise<InsightPage | null> {
  const [row] = await select(db).where(and(eq(insightTexts.insightId, id), eq(insightTexts.lang, lang)));
  if (!row) return null;
  return pageOf(db, toArticle(row), now, false);
}

async function pageOf(db: Db, article: InsightArticle, now: Date, publicOnly: boolean): Promise<InsightPage> {
  const texts = await db
    .select({ lang: insightTexts.lang, slug: insightTexts.slug })
    .from(insightTexts)
    .where(and(eq(insightTexts.insightId, article.id), publicOnly ? isPublic(now) : undefined));
  const alternates: InsightPage["alternates"] = {};
  for (const text of texts)
    if ((LANGUAGES as readonly string[]).includes(text.lang)) alternates[text.lang as Lang] = text.slug;
  const others = await listPublicInsights(db, article.lang, now, { withBody: false });
  return {
    article,
    alternates,
    images: await imagesOf(db, article.body, article.lang),
    related: others.filter((other) => other.id !== article.id),
  };
}

async function imagesOf(db: Db, body: string, lang: Lang): Promise<Record<number, InsightImage>> {
  const ids = imageIdsIn(body);
  if (ids.length === 0) return {};
  const rows = await db.select().from(mediaImages).where(inArray(mediaImages.id, ids));
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      { width: row.width, height: row.height, widths: imageWidthsFor(row.width), alt: row.alt[lang] ?? "" },
    ]),
  );
}
