import { Link } from "react-router";
import type { InsightArticle } from "#core/domain/insights";
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ArticleCover } from "./article-cover";
import { formatArticleDate } from "./format-date";
import { relatedArticles } from "./related-articles";

/**
 * "Related insights" at the end of an article: up to three, the same topic first. On a phone a list of titles,
 * without the covers: three more full-width images at the end of a short article would load with the page (near
 * enough to the screen for lazy loading) and share a phone's bandwidth with its fonts and its own cover
 * (decision 021). From 640 px each has its cover.
 */
export function RelatedInsights({
  article,
  others,
}: {
  article: InsightArticle;
  others: readonly InsightArticle[];
}) {
  const { t } = useTranslation("blog");
  const lang = useLang();
  const href = useGetHref();
  const related = relatedArticles(article, others);
  if (related.length === 0) return null;
  return (
    <aside aria-labelledby="related-insights" className="mt-14 border-t border-slate-200 pt-10">
      <h2 id="related-insights" className="text-2xl font-bold text-navy-900">
        {t("related")}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {related.map((other) => (
          <li key={other.id}>
            <Link
              to={href(`/blog/${other.slug}`)}
              className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4"
            >
              <ArticleCover
                insightId={other.id}
                sizes="240px"
                priority="lazy"
                className="mb-3 hidden rounded-xl sm:block"
              />
              <span className="block font-semibold leading-snug text-navy-900 group-hover:text-primary-dark group-hover:underline">
                {other.title}
              </span>
            </Link>
            <p className="mt-1 text-sm text-muted">
              {t(`topics.${other.topics[0]}`)} ·{" "}
              <time dateTime={other.publishedOn}>{formatArticleDate(other.publishedOn, lang)}</time>
            </p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
