/**
 * Blog articles (SPEC.md section 3). Texts live in the `blog` translation namespace under
 * articles.<slug>.{title, excerpt, author, content}. `content` follows the body rules:
 * paragraphs split on blank lines; a paragraph wholly wrapped in ** is a sub-heading; a
 * paragraph whose lines start with "- " is a bullet list; anything else is a plain paragraph.
 */
export type ArticleCategory = "insights" | "news";

/** Authors: leaders' ids from pages.ts, or the team as a whole. */
export type AuthorId = "nikola-markovic" | "sara-al-otaibi" | "potentia-team";

export interface Article {
  id: number;
  slug: string;
  category: ArticleCategory;
  /** ISO date (YYYY-MM-DD); format it with Intl in the page language. */
  date: string;
  author: AuthorId;
}

export const ARTICLES = [
  {
    id: 1,
    slug: "market-research-usage",
    category: "insights",
    date: "2024-04-09",
    author: "nikola-markovic",
  },
  {
    id: 2,
    slug: "consumer-behavior",
    category: "insights",
    date: "2024-06-12",
    author: "sara-al-otaibi",
  },
  {
    id: 3,
    slug: "market-research-estimate",
    category: "insights",
    date: "2024-09-03",
    author: "nikola-markovic",
  },
  {
    id: 4,
    slug: "data-science-conference",
    category: "news",
    date: "2024-11-20",
    author: "potentia-team",
  },
] as const satisfies readonly Article[];

export type ArticleSlug = (typeof ARTICLES)[number]["slug"];

export function articleBySlug(slug: string | undefined): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

/** Newest first, as the list page shows them. */
export const ARTICLES_NEWEST_FIRST: readonly Article[] = [...ARTICLES].sort((a, b) =>
  b.date.localeCompare(a.date),
);
