import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { ARTICLES_NEWEST_FIRST, type Article } from "~/content/articles";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ArticleByline } from "./article-byline";
import { CATEGORY_BADGE } from "./article-meta";

/** The heading, intro and the two-column grid of article cards of /blog. */
export function BlogList() {
  const { t } = useTranslation("blog");
  return (
    <>
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{t("title")}</h1>
        <p className="mt-4 text-lg leading-8 text-muted">{t("intro")}</p>
      </header>
      <ul className="mt-12 grid gap-8 md:grid-cols-2">
        {ARTICLES_NEWEST_FIRST.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation("blog");
  const href = useGetHref();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={cardClass("flex h-full flex-col p-6 sm:p-8")}>
      <Badge variant={CATEGORY_BADGE[article.category]} className="self-start">
        {t(`categories.${article.category}`)}
      </Badge>
      <h2 id={titleId} className="mt-4 text-2xl font-bold leading-snug text-navy-900">
        {t(`articles.${article.slug}.title`)}
      </h2>
      <p className="mt-3 flex-1 leading-7 text-muted">{t(`articles.${article.slug}.excerpt`)}</p>
      <ArticleByline article={article} className="mt-5" />
      <Link
        to={href(`/blog/${article.slug}`)}
        className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-primary hover:text-primary-dark hover:underline"
      >
        {t("readMore")}
        <span className="sr-only">: {t(`articles.${article.slug}.title`)}</span>
        <ArrowRight aria-hidden="true" className="flip-rtl h-4 w-4" />
      </Link>
    </article>
  );
}
