import type { Article, AuthorId } from "#core/content/articles";
import { BrandMark } from "~/components/layout/brand-mark";
import { useTranslation } from "~/i18n/react";

/**
 * Portraits of the authors who have one (the leadership page's photos); the team has the header's mark, drawn
 * inline: on a short article the card is near enough to the screen that an image of it loads with the page.
 */
const PORTRAITS: Partial<Record<AuthorId, string>> = {
  "nikola-markovic": "/media/leader-1-400",
  "sara-al-otaibi": "/media/leader-2-400",
};

/** "About the author" at the end of an article: portrait, name, role and a short bio. */
export function AuthorCard({ article }: { article: Article }) {
  const { t } = useTranslation("blog");
  const key = `authors.${article.author}`;
  const portrait = PORTRAITS[article.author];
  return (
    <section
      aria-labelledby="about-author"
      className="mt-12 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-6 sm:flex-row sm:items-start"
    >
      {portrait ? (
        <picture className="shrink-0">
          <source srcSet={`${portrait}.avif`} type="image/avif" />
          <img
            src={`${portrait}.webp`}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-20 w-20 rounded-full bg-white object-cover"
          />
        </picture>
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
