import type { ArticleCategory, AuthorId, TopicId } from "../content/articles";
import type { Lang } from "../i18n/languages";

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
