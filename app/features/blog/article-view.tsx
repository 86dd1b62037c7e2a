import type { ReactNode } from "react";
import { Link } from "react-router";
import type { InsightPage } from "#core/domain/insights";
import type { PublicLeader } from "#core/domain/leaders";
import { BackLink } from "~/components/ui/back-link";
import { Badge } from "~/components/ui/badge";
import { PageHero } from "~/components/ui/page-hero";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ArticleBody } from "./article-body";
import { ArticleByline } from "./article-byline";
import { ArticleCover, coverOf } from "./article-cover";
import { CATEGORY_BADGE } from "./article-meta";
import { AuthorCard } from "./author-card";
import { RelatedInsights } from "./related-insights";

/**
 * /blog/{slug}: the page hero as every page opens (back link, category badge and topics, title, author, date,
 * reading time), the cover if it has one, the body (its charts and images), the author's bio; then, outside the article,
 * related insights.
 */
export function ArticleView({
  page,
  author,
  band,
}: {
  page: InsightPage;
  author: PublicLeader | null;
  band?: ReactNode;
}) {
  const { article } = page;
  const { t } = useTranslation("blog");
  const href = useGetHref();
  return (
    <>
      {band}
      <article aria-labelledby="page-title">
        <header>
          <PageHero
            title={article.title}
            eyebrow={
              <>
                <BackLink to="/blog" tone="inverse">
                  {t("backToBlog")}
                </BackLink>
                <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2">
                  <Badge variant={CATEGORY_BADGE[article.category]}>
                    {t(`categories.${article.category}`)}
                  </Badge>
                  {article.topics.map((topic) => (
                    <Link
                      key={topic}
                      to={href(`/blog/topic/${topic}`)}
                      className="text-sm font-semibold text-primary-light hover:text-white hover:underline"
                    >
                      {t(`topics.${topic}`)}
                    </Link>
                  ))}
                </p>
              </>
            }
          >
            <ArticleByline article={article} inverse className="mt-6" />
          </PageHero>
          {coverOf(article.id) ? (
            <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-12">
              <ArticleCover
                insightId={article.id}
                sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
                priority="high"
                className="rounded-2xl"
              />
            </div>
          ) : null}
        </header>
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <ArticleBody body={article.body} images={page.images} />
          <AuthorCard leader={author} />
        </div>
      </article>
      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6 sm:pb-16">
        <RelatedInsights article={article} others={page.related} />
      </div>
    </>
  );
}
