import { ARTICLES_NEWEST_FIRST, type Article } from "#core/content/articles";

/**
 * The articles to read next: those sharing the article's main topic first, then those sharing any
 * of its topics, then the rest; newest first within each group. Never the article itself.
 */
export function relatedArticles(
  article: Article,
  all: readonly Article[] = ARTICLES_NEWEST_FIRST,
  limit = 3,
): Article[] {
  const [main] = article.topics;
  const rank = (other: Article) => {
    if (main && other.topics.includes(main)) return 0;
    if (other.topics.some((topic) => article.topics.includes(topic))) return 1;
    return 2;
  };
  return all
    .filter((other) => other.slug !== article.slug)
    .map((other, order) => ({ other, order, rank: rank(other) }))
    .sort((a, b) => a.rank - b.rank || b.other.date.localeCompare(a.other.date) || a.order - b.order)
    .slice(0, limit)
    .map(({ other }) => other);
}
