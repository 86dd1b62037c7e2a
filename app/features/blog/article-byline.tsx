import { Calendar, User } from "lucide-react";
import type { Article } from "~/content/articles";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatArticleDate } from "./format-date";

/** Author and date of an article. */
export function ArticleByline({ article, className = "" }: { article: Article; className?: string }) {
  const { t } = useTranslation("blog");
  const lang = useLang();
  return (
    <p className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="h-4 w-4" />
        {t("byAuthor", { author: t(`articles.${article.slug}.author`) })}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="h-4 w-4" />
        <time dateTime={article.date}>{formatArticleDate(article.date, lang)}</time>
      </span>
    </p>
  );
}
