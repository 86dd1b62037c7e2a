import { describe, expect, it } from "vitest";
import { allResources } from "../i18n/resources.server";
import { ARTICLES, articleBySlug, maxMarginOfError, TOPICS } from "./articles";

describe("articles' charts", () => {
  it("margin of error: the same figures the article lists, by the formula", () => {
    expect([100, 400, 1000, 2000].map(maxMarginOfError)).toEqual([9.8, 4.9, 3.1, 2.2]);
    const chart = articleBySlug("market-research-estimate")!.chart;
    const content = (allResources().en.blog as { articles: Record<string, { content: string }> }).articles[
      "market-research-estimate"
    ]!.content;
    for (const { category, value } of chart.data) {
      if ([100, 400, 1000, 2000].includes(category as number)) {
        expect(content).toContain(
          `±${value} points with ${(category as number).toLocaleString("en")} respondents`,
        );
      }
    }
  });

  it("uses SPEC.md's image attribute importances for the consumer article", () => {
    const chart = articleBySlug("consumer-behavior")!.chart;
    expect(chart.data.map(({ category, value }) => `${category} ${value}`)).toEqual([
      "trusted 95",
      "value 88",
      "taste 82",
      "quality 79",
      "available 71",
      "occasion 65",
      "packaging 58",
      "lifestyle 52",
      "promotions 48",
      "healthy 44",
    ]);
  });

  it("files every article under at least one topic, and every topic has an article", () => {
    for (const article of ARTICLES) expect(article.topics.length).toBeGreaterThan(0);
    for (const topic of TOPICS)
      expect(ARTICLES.some((a) => (a.topics as readonly string[]).includes(topic))).toBe(true);
  });

  it("has texts for every chart, label and topic in every language, and values within the axis", () => {
    for (const [lang, bundle] of Object.entries(allResources())) {
      const blog = bundle.blog as {
        charts: Record<string, { labels?: Record<string, string>; title: string }>;
        topics: Record<string, string>;
      };
      for (const topic of TOPICS) expect(blog.topics[topic], `${lang} ${topic}`).toBeTruthy();
      for (const article of ARTICLES) {
        const texts = blog.charts[article.slug];
        expect(texts?.title, `${lang} ${article.slug}`).toBeTruthy();
        for (const { category, value } of article.chart.data) {
          if (typeof category === "string")
            expect(texts?.labels?.[category], `${lang} ${category}`).toBeTruthy();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(article.chart.max);
        }
      }
    }
  });
});
