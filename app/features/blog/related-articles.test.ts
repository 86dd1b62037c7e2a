import { describe, expect, it } from "vitest";
import { ARTICLES, type Article, articleBySlug } from "#core/content/articles";
import { relatedArticles } from "./related-articles";

const article = (slug: string, topics: Article["topics"], date: string): Article => ({
  ...ARTICLES[0],
  slug,
  topics,
  date,
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

  it("gives each real article three others, the same topic first", () => {
    const usage = articleBySlug("market-research-usage")!;
    expect(relatedArticles(usage).map((a) => a.slug)).toEqual([
      "data-science-conference",
      "market-research-estimate",
      "consumer-behavior",
    ]);
  });
});
