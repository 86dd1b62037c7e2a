import "./zod-config";
import { z } from "zod";
import {
  type ArticleCategory,
  type AuthorId,
  TEAM_AUTHOR,
  TOPICS,
  type TopicId,
} from "#core/content/articles";
import type { Lang } from "#core/i18n/languages";
import { fold } from "./search-fold";

/**
 * The staff editor of insights (the blog's articles, kept in the database): what the editor form and the
 * /api/crm/insights routes share. Messages are keys of the `insights` namespace.
 */
export const INSIGHT_CATEGORIES = ["insights", "news"] as const;
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number];

export const INSIGHT_LIMITS = { title: 160, excerpt: 300, body: 50_000, slug: 120 } as const;

/** Lower-case Latin letters, digits and single hyphens between them: "market-research-2026". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The states the list filters by: a draft, published (public now) or scheduled (published, time to come). */
export const INSIGHT_STATES = ["draft", "published", "scheduled"] as const;
export type InsightState = (typeof INSIGHT_STATES)[number];

/** One language's text as the editor sends it; empty strings are allowed in a draft. */
export const insightTextSchema = z.object({
  title: z.string("insights:errors.title").trim().max(INSIGHT_LIMITS.title, "insights:errors.titleTooLong"),
  excerpt: z
    .string("insights:errors.excerpt")
    .trim()
    .max(INSIGHT_LIMITS.excerpt, "insights:errors.excerptTooLong"),
  body: z.string("insights:errors.body").trim().max(INSIGHT_LIMITS.body, "insights:errors.bodyTooLong"),
  slug: z
    .string("insights:errors.slug")
    .trim()
    .max(INSIGHT_LIMITS.slug, "insights:errors.slugTooLong")
    .refine((slug) => slug === "" || SLUG_PATTERN.test(slug), "insights:errors.slug"),
});
export type InsightTextInput = z.input<typeof insightTextSchema>;

/** What a new insight, and every save of one, carries: shared fields and the languages' texts. */
export const insightInputSchema = z.object({
  category: z.enum(INSIGHT_CATEGORIES, { error: "insights:errors.category" }),
  /** A leader's key or the team (TEAM_AUTHOR); the server checks the leader exists. */
  author: z
    .string("insights:errors.author")
    .trim()
    .max(80, "insights:errors.author")
    .regex(SLUG_PATTERN, "insights:errors.author"),
  topics: z
    .array(z.enum(TOPICS, { error: "insights:errors.topics" }), { error: "insights:errors.topics" })
    .max(TOPICS.length, "insights:errors.topics")
    .transform((topics) => [...new Set(topics)]),
  texts: z.object({
    en: insightTextSchema.optional(),
    ar: insightTextSchema.optional(),
    sr: insightTextSchema.optional(),
  }),
});
export type InsightInput = z.input<typeof insightInputSchema>;

/** The moment the client read (its updated_at): a save based on an older one is refused (409). */
const readAt = z.iso.datetime({ offset: true, error: "insights:errors.stale" });

export const insightUpdateSchema = insightInputSchema.extend({ updatedAt: readAt });
export type InsightUpdate = z.input<typeof insightUpdateSchema>;

/** Publish a language now (no `at`) or at a moment to come. */
export const insightPublishSchema = z.object({
  updatedAt: readAt,
  at: z.iso.datetime({ offset: true, error: "insights:errors.when" }).nullish(),
});
export type InsightPublish = z.input<typeof insightPublishSchema>;

export const insightUnpublishSchema = z.object({ updatedAt: readAt });

export const insightListQuerySchema = z.object({
  status: z.enum(INSIGHT_STATES, { error: "insights:errors.status" }).optional(),
});

/** One language of an insight as the editor shows it. */
export interface InsightTextView {
  title: string;
  excerpt: string;
  body: string;
  slug: string;
  status: "draft" | "published";
  /** ISO moment; later than now while scheduled. */
  publishAt: string | null;
  publishedOn: string | null;
  updatedAt: string;
}

/** GET /api/crm/insights/:id, and the answer of every write. */
export interface InsightView {
  id: number;
  category: InsightCategory;
  author: AuthorId;
  topics: TopicId[];
  /** The version a save must carry back. */
  updatedAt: string;
  texts: Partial<Record<Lang, InsightTextView>>;
}

/** A row of GET /api/crm/insights. */
export interface InsightListItem {
  id: number;
  updatedAt: string;
  texts: Partial<
    Record<Lang, Pick<InsightTextView, "title" | "slug" | "status" | "publishAt" | "updatedAt">>
  >;
}

/** A language's state at a moment: a draft, public, or published at a time to come. */
export function insightState(
  text: Pick<InsightTextView, "status" | "publishAt"> | undefined,
  now: Date,
): InsightState {
  if (text?.status !== "published") return "draft";
  return text.publishAt && new Date(text.publishAt) > now ? "scheduled" : "published";
}

/**
 * A Latin slug made from a title: Serbian Cyrillic transliterated and diacritics dropped (the search's fold,
 * search-fold.ts), anything else a hyphen.
 * An Arabic title gives nothing Latin: then `insight-<id>` (or "" before the insight has an id).
 */
export function suggestSlug(title: string, id?: number): string {
  const slug = fold(title.toLowerCase())
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || (id ? `insight-${id}` : "");
}

// ---- The public pages' shapes (decision 030) ----

/**
 * One language of a published (or, in the staff preview, any) insight as the pages show it (decision 030).
 * `publishedOn` is the date the page shows (YYYY-MM-DD); `updatedAt` the last change (ISO), for feeds.
 */
export interface InsightArticle {
  id: number;
  lang: Lang;
  slug: string;
  category: ArticleCategory;
  author: AuthorId;
  /** The leader's name and role in the article's language, as staff wrote them; null for the team. */
  authorName: string | null;
  authorRole: string | null;
  topics: TopicId[];
  title: string;
  excerpt: string;
  body: string;
  publishedOn: string;
  updatedAt: string;
}

/** An uploaded image a body shows: its size (for the aspect ratio), its widths and its alt in the page's language. */
export interface InsightImage {
  width: number;
  height: number;
  widths: number[];
  alt: string;
}

/** An article page's data: the article, its slug in each language where it is public, its images and related ones. */
export interface InsightPage {
  article: InsightArticle;
  /** Slug per language where this insight is public (the staff preview: where it has a text). */
  alternates: Partial<Record<Lang, string>>;
  images: Record<number, InsightImage>;
  related: InsightArticle[];
}

/** The name an article is signed with: its leader's, or the team's (`t` of the blog namespace). */
export function authorNameOf(
  article: Pick<InsightArticle, "authorName">,
  t: (key: string) => string,
): string {
  return article.authorName ?? t(`authors.${TEAM_AUTHOR}.name`);
}
