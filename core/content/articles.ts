/**
 * Blog articles (SPEC.md section 3). Texts live in the `blog` translation namespace under
 * articles.<slug>.{title, excerpt, content}, the chart's under charts.<slug>, authors under
 * authors.<id>.{name, role, bio} and topics under topics.<id>. `content` follows the body rules:
 * paragraphs split on blank lines; a paragraph wholly wrapped in ** is a sub-heading; a
 * paragraph whose lines start with "- " is a bullet list; anything else is a plain paragraph.
 */
export type ArticleCategory = "insights" | "news";

/** Authors: leaders' ids from pages.ts, or the team as a whole. */
export type AuthorId = "nikola-markovic" | "sara-al-otaibi" | "potentia-team";

/** Topics the blog filters by (/blog/topic/<id>); texts under blog:topics.<id>. */
export const TOPICS = ["research-practice", "consumer-trends", "ai-and-analytics"] as const;
export type TopicId = (typeof TOPICS)[number];

export function isTopic(value: string | undefined): value is TopicId {
  return (TOPICS as readonly string[]).includes(value ?? "");
}

/**
 * An article's chart: the figures only. Texts (title, description, caption, the category and value
 * headings, the category labels) are under blog:charts.<slug>. A category given as a number
 * (a sample size) is written with formatNumber, a string is a label key (charts.<slug>.labels.<key>).
 * `unit` says how values are written: percent ("95%"), points ("±9.8") or plain numbers (hours).
 */
export interface ArticleChart {
  kind: "bar" | "line";
  /** Where it goes: just before the body's sub-heading of this number (0 is the first). */
  beforeHeading: number;
  unit: "percent" | "points" | "number";
  /** The value axis runs from 0 to max. */
  max: number;
  data: readonly { category: string | number; value: number }[];
}

export interface Article {
  id: number;
  slug: string;
  category: ArticleCategory;
  /** ISO date (YYYY-MM-DD); format it with Intl in the page language. */
  date: string;
  author: AuthorId;
  /** The first topic is the article's main one. */
  topics: readonly TopicId[];
  chart: ArticleChart;
}

/** 95% confidence, p = 0.5: the largest margin of error, in percentage points, of a sample of n. */
export function maxMarginOfError(n: number): number {
  return Math.round(((1.96 * 0.5) / Math.sqrt(n)) * 1000) / 10;
}

export const ARTICLES = [
  {
    id: 1,
    slug: "market-research-usage",
    category: "insights",
    date: "2024-04-09",
    author: "nikola-markovic",
    topics: ["research-practice"],
    // The bank example in the text: one in three active users gave up on a transfer; in-app
    // data showed at which step (share of users who started a transfer and reached each step).
    chart: {
      kind: "bar",
      beforeHeading: 3,
      unit: "percent",
      max: 100,
      data: [
        { category: "started", value: 100 },
        { category: "recipient", value: 88 },
        { category: "amount", value: 79 },
        { category: "confirmation", value: 72 },
        { category: "completed", value: 67 },
      ],
    },
  },
  {
    id: 2,
    slug: "consumer-behavior",
    category: "insights",
    date: "2024-06-12",
    author: "sara-al-otaibi",
    topics: ["consumer-trends"],
    // SPEC.md "Image attribute": the Distance Matrix attributes and their importance (0-100);
    // "being trusted is consistently the brand attribute most closely linked to purchase".
    chart: {
      kind: "bar",
      beforeHeading: 3,
      unit: "number",
      max: 100,
      data: [
        { category: "trusted", value: 95 },
        { category: "value", value: 88 },
        { category: "taste", value: 82 },
        { category: "quality", value: 79 },
        { category: "available", value: 71 },
        { category: "occasion", value: 65 },
        { category: "packaging", value: 58 },
        { category: "lifestyle", value: 52 },
        { category: "promotions", value: 48 },
        { category: "healthy", value: 44 },
      ],
    },
  },
  {
    id: 3,
    slug: "market-research-estimate",
    category: "insights",
    date: "2024-09-03",
    author: "nikola-markovic",
    topics: ["research-practice"],
    // The margins of error the text lists (100, 400, 1,000, 2,000 respondents) and the sizes
    // between them, by the same formula.
    chart: {
      kind: "line",
      beforeHeading: 3,
      unit: "points",
      max: 10,
      data: [100, 200, 400, 600, 1000, 1500, 2000].map((n) => ({ category: n, value: maxMarginOfError(n) })),
    },
  },
  {
    id: 4,
    slug: "data-science-conference",
    category: "news",
    date: "2024-11-20",
    author: "potentia-team",
    topics: ["ai-and-analytics", "research-practice"],
    // From the talk: hours to group 5,000 open-ended answers into themes, by hand and with a
    // language model whose every theme a researcher then checks.
    chart: {
      kind: "bar",
      beforeHeading: 1,
      unit: "number",
      max: 40,
      data: [
        { category: "manual", value: 36 },
        { category: "assisted", value: 6 },
      ],
    },
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
