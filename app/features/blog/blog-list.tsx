import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import type { TopicId } from "#core/content/articles";
import type { InsightArticle } from "#core/domain/insights";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ArticleByline } from "./article-byline";
import { ArticleCover } from "./article-cover";
import { CATEGORY_BADGE } from "./article-meta";
import { TopicFilter } from "./topic-filter";

/**
 * The page hero (heading and intro, as every page opens), the topic filters and the two-column grid of article cards of /blog, or of one
 * topic's page (/blog/topic/<id>) when `topic` is given. On a phone the first card is the lead, with its cover,
 * and the others are text: their covers, near enough to the screen for lazy loading, would share the phone's
 * bandwidth with the fonts and the first cover (decision 021). From 640 px every card has its cover. `children`
 * follow the grid (the blog's newsletter form).
 */
export function BlogList({
  articles: all,
  topic,
  children,
}: {
  articles: readonly InsightArticle[];
  topic?: TopicId;
  children?: ReactNode;
}) {
  const { t } = useTranslation("blog");
  const articles = topic ? all.filter((a) => a.topics.includes(topic)) : all;
  const topicName = topic ? t(`topics.${topic}`) : "";
  return (
    <>
      <PageHero
        title={topic ? t("topicHeading", { topic: topicName }) : t("title")}
        intro={topic ? t("topicIntro", { topic: topicName }) : t("intro")}
      />
      <div className="mx-auto max-w-7xl px-4 pb-section-sm sm:px-6 lg:px-8">
        <TopicFilter active={topic} />
        {articles.length === 0 ? <p className="mt-10 text-lg text-muted">{t("empty")}</p> : null}
        <ul className={articles.length ? "mt-10 grid gap-8 md:grid-cols-2" : "hidden"}>
          {articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} lead={index === 0} />
            </li>
          ))}
        </ul>
        {children}
      </div>
    </>
  );
}

function ArticleCard({ article, lead }: { article: InsightArticle; lead: boolean }) {
  const { t } = useTranslation("blog");
  const href = useGetHref();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={cardClass("flex h-full flex-col overflow-hidden")}>
      <ArticleCover
        insightId={article.id}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        priority={lead ? "normal" : "lazy"}
        className={lead ? "" : "hidden sm:block"}
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <Badge variant={CATEGORY_BADGE[article.category]} className="self-start">
          {t(`categories.${article.category}`)}
        </Badge>
        <h2 id={titleId} className="mt-4 text-2xl font-bold leading-snug text-navy-900">
          {article.title}
        </h2>
        <p className="mt-3 flex-1 leading-7 text-muted">{article.excerpt}</p>
        <ArticleByline article={article} className="mt-5" />
        <Link
          to={href(`/blog/${article.slug}`)}
          className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-primary hover:text-primary-dark hover:underline"
        >
          {t("readMore")}
          <span className="sr-only">: {article.title}</span>
          <ArrowRight aria-hidden="true" className="flip-rtl h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
