import { Calendar, Clock, User } from "lucide-react";
import { authorNameOf, type InsightArticle } from "#core/domain/insights";
import { formatNumber } from "#core/lib/format";
import { USER_TEXT, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatArticleDate } from "./format-date";
import { readingMinutes } from "./reading-time";

/** Author, date and reading time (from the body in the page language) of an article; `inverse` on a dark band. */
export function ArticleByline({
  article,
  inverse = false,
  className = "",
}: {
  article: InsightArticle;
  inverse?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("blog");
  const lang = useLang();
  const minutes = readingMinutes(article.body, lang);
  return (
    <p
      className={`flex flex-wrap items-center gap-x-5 gap-y-1 text-sm ${inverse ? "text-slate-300" : "text-muted"} ${className}`}
    >
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="h-4 w-4" />
        <span>{withUserText(t("byAuthor", { author: USER_TEXT }), authorNameOf(article, t))}</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="h-4 w-4" />
        <time dateTime={article.publishedOn}>{formatArticleDate(article.publishedOn, lang)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5" data-reading-time={minutes}>
        <Clock aria-hidden="true" className="h-4 w-4" />
        {t("readingTime", { minutes: formatNumber(minutes, lang) })}
      </span>
    </p>
  );
}
