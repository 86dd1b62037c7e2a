import { Link } from "react-router";
import { TOPICS, type TopicId } from "#core/content/articles";
import { useGetHref } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

const pill =
  "inline-flex min-h-10 items-center rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors";
const ACTIVE = `${pill} border-primary bg-primary text-white`;
const IDLE = `${pill} border-slate-300 bg-white text-ink hover:border-primary hover:text-primary-dark`;

/**
 * The topic filters of /blog: plain links to prerendered pages (/blog/topic/<id>), so they work
 * without script; the page shown is marked with aria-current.
 */
export function TopicFilter({ active }: { active?: TopicId }) {
  const { t } = useTranslation("blog");
  const href = useGetHref();
  return (
    <nav aria-label={t("topicsLabel")} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={href("/blog")}
            aria-current={active ? undefined : "page"}
            className={active ? IDLE : ACTIVE}
          >
            {t("allTopics")}
          </Link>
        </li>
        {TOPICS.map((topic) => (
          <li key={topic}>
            <Link
              to={href(`/blog/topic/${topic}`)}
              aria-current={active === topic ? "page" : undefined}
              className={active === topic ? ACTIVE : IDLE}
            >
              {t(`topics.${topic}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
