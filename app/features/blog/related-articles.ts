import type { InsightArticle } from "#core/domain/insights";

/**
 * The articles to read next: those sharing the article's main topic first, then those sharing any
 * of its topics, then the rest; newest first within each group. Never the article itself.
 */
export function relatedArticles(
  article: InsightArticle,
  all: readonly InsightArticle[],
  limit = 3,
): InsightArticle[] {
  const [main] = article.topics;
  const rank = (other: InsightArticle) => {
    if (main && other.topics.includes(main)) return 0;
    if (other.topics.some((topic) => article.topics.includes(topic))) return 1;
    return 2;
  };
  return all
    .filter((other) => other.id !== article.id)
    .map((other, order) => ({ other, order, rank: rank(other) }))
    .sort(
      (a, b) =>
        a.rank - b.rank || b.other.publishedOn.localeCompare(a.other.publishedOn) || a.order - b.order,
    )
    .slice(0, limit)
    .map(({ other }) => other);
}
