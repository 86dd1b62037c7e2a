import type { AuthorId } from "#core/content/articles";
import type { InsightArticle } from "#core/domain/insights";
import { BrandMark } from "~/components/layout/brand-mark";
import { Monogram } from "~/components/ui/monogram";
import { useTranslation } from "~/i18n/react";

/** The authors who are people have a monogram (the leadership page's, in the page's letters); the team has
 * the header's mark. */
const PEOPLE: ReadonlySet<AuthorId> = new Set<AuthorId>(["nikola-markovic", "sara-al-otaibi"]);

/** "About the author" at the end of an article: portrait, name, role and a short bio. */
export function AuthorCard({ article }: { article: InsightArticle }) {
  const { t } = useTranslation("blog");
  const key = `authors.${article.author}`;
  const { t: common } = useTranslation("common");
  return (
    <section
      aria-labelledby="about-author"
      className="mt-12 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-6 sm:flex-row sm:items-start"
    >
      {PEOPLE.has(article.author) ? (
        <Monogram
          initials={common(`monograms.${article.author}`)}
          className="h-20 w-20 rounded-full text-2xl"
        />
      ) : (
        <BrandMark className="h-20 w-20 shrink-0" />
      )}
      <div>
        <h2 id="about-author" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t("aboutAuthor")}
        </h2>
        <p className="mt-1 text-lg font-bold text-navy-900">{t(`${key}.name`)}</p>
        <p className="text-sm font-medium text-primary-dark">{t(`${key}.role`)}</p>
        <p className="mt-3 leading-7 text-ink">{t(`${key}.bio`)}</p>
      </div>
    </section>
  );
}
