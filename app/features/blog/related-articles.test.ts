import { describe, expect, it } from "vitest";
import type { InsightArticle } from "#core/domain/insights";
import { relatedArticles } from "./related-articles";

let id = 0;
const article = (slug: string, topics: InsightArticle["topics"], publishedOn: string): InsightArticle => ({
  id: ++id,
  lang: "en",
  slug,
  category: "insights",
  author: "potentia-team",
  authorName: null,
  authorRole: null,
  topics,
  title: slug,
  excerpt: "",
  body: "",
  publishedOn,
  updatedAt: `${publishedOn}T00:00:00.000Z`,
});

describe("relatedArticles", () => {
  const all = [
    article("a", ["research-practice"], "2024-01-01"),
    article("b", ["consumer-trends"], "2024-05-01"),
    article("c", ["ai-and-analytics", "research-practice"], "2024-03-01"),
    article("d", ["research-practice"], "2024-02-01"),
    article("e", ["ai-and-analytics"], "2024-06-01"),
  ];

  it("puts the main topic first, then any shared topic, then the rest, newest first in each", () => {
    const [, , c] = all;
    expect(relatedArticles(all[0]!, all, 4).map((a) => a.slug)).toEqual(["c", "d", "e", "b"]);
    expect(relatedArticles(c!, all, 4).map((a) => a.slug)).toEqual(["e", "d", "a", "b"]);
  });

  it("never lists the article itself and keeps to the limit", () => {
    const related = relatedArticles(all[1]!, all);
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.slug)).not.toContain("b");
  });
});
