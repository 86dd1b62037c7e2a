import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { Article } from "~/content/articles";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ArticleBody } from "./article-body";
import { ArticleByline } from "./article-byline";
import { CATEGORY_BADGE } from "./article-meta";

/** /blog/{slug}: back link, category badge, title, author, date and the body. */
export function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation("blog");
  const href = useGetHref();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to={href("/blog")}
        className="inline-flex items-center gap-2 font-semibold text-primary hover:text-primary-dark hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="flip-rtl h-4 w-4" />
        {t("backToBlog")}
      </Link>
      <header className="mt-8 border-b border-slate-200 pb-8">
        <Badge variant={CATEGORY_BADGE[article.category]}>{t(`categories.${article.category}`)}</Badge>
        <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-navy-900 sm:text-4xl">
          {t(`articles.${article.slug}.title`)}
        </h1>
        <ArticleByline article={article} className="mt-5" />
      </header>
      <ArticleBody content={t(`articles.${article.slug}.content`)} />
    </article>
  );
}
