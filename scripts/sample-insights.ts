// What the blog's pages are rendered with at build time to find the rules they can use
// (scripts/request-page-stylesheets.ts): articles with and without a cover, and a body with every kind of block.
import type { InsightArticle, InsightPage } from "#core/domain/insights";

const article = (id: number, body = ""): InsightArticle => ({
  id,
  lang: "en",
  slug: `sample-${id}`,
  category: id % 2 ? "insights" : "news",
  author: id % 2 ? "nikola-markovic" : "potentia-team",
  authorName: id % 2 ? "Nikola Marković" : null,
  authorRole: id % 2 ? "Managing Director" : null,
  topics: ["research-practice", "ai-and-analytics"],
  title: `Sample article ${id}`,
  excerpt: "A sample excerpt.",
  body,
  publishedOn: "2024-04-09",
  updatedAt: "2024-04-09T00:00:00.000Z",
});

const BODY = [
  "A paragraph with [a link here](/about) and [one elsewhere](https://example.com).",
  "**A sub-heading**",
  "- A bullet\n- Another [linked](/contact)",
  "![](image:1)",
  "::: chart bar percent 100\nBars\nStep | Share\nOne | 100\nTwo | 60\ncaption: A caption.\n:::",
  "::: chart line points 10\nA line\n100 | 9.8\n400 | 4.9\n1,000 | 3.1\ncaption: A caption.\n:::",
].join("\n\n");

export const SAMPLE_INSIGHTS: InsightArticle[] = [article(1, BODY), article(2), article(5), article(6)];

export const SAMPLE_PAGE: InsightPage = {
  article: article(1, BODY),
  alternates: { en: "sample-1", sr: "sample-1" },
  images: { 1: { width: 1440, height: 720, widths: [480, 960, 1440], alt: "A sample image" } },
  related: SAMPLE_INSIGHTS.slice(1),
};
