import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Article } from "#core/content/articles";
import { Badge } from "~/components/ui/badge";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ArticleBody } from "./article-body";
import { ArticleByline } from "./article-byline";
import { ArticleChart } from "./article-chart";
import { ArticleCover } from "./article-cover";
import { CATEGORY_BADGE } from "./article-meta";
import { AuthorCard } from "./author-card";
import { RelatedInsights } from "./related-insights";

/**
 * /blog/{slug}: back link, category badge, topics, title, author, date, reading time, the cover,
 * the body with the article's chart, the author's bio; then, outside the article, related insights.
 */
export function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation("blog");
  const href = useGetHref();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <article>
        <Link
          to={href("/blog")}
          className="inline-flex items-center gap-2 font-semibold text-primary hover:text-primary-dark hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="flip-rtl h-4 w-4" />
          {t("backToBlog")}
        </Link>
        <header className="mt-8">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant={CATEGORY_BADGE[article.category]}>{t(`categories.${article.category}`)}</Badge>
            {article.topics.map((topic) => (
              <Link
                key={topic}
                to={href(`/blog/topic/${topic}`)}
                className="text-sm font-semibold text-primary-dark hover:underline"
              >
                {t(`topics.${topic}`)}
              </Link>
            ))}
          </p>
          <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-navy-900 sm:text-4xl">
            {t(`articles.${article.slug}.title`)}
          </h1>
          <ArticleByline article={article} className="mt-5" />
          <ArticleCover
            article={article}
            sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
            priority="high"
            className="mt-8 rounded-2xl"
          />
        </header>
        <ArticleBody
          content={t(`articles.${article.slug}.content`)}
          chart={<ArticleChart article={article} />}
          chartBefore={article.chart.beforeHeading}
        />
        <AuthorCard article={article} />
      </article>
      <RelatedInsights article={article} />
    </div>
  );
}
