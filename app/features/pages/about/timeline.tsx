import { TIMELINE } from "#core/content/pages";
import { formatYear } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/**
 * 'Our Path': the company's milestones, oldest first, ending with today. Each year is set large in the display
 * face in its own column, the milestone beside it, a rule between them: a chronology as a publication sets one.
 */
export function Timeline() {
  const { t } = useTranslation("pages");
  const lang = useLang();
  return (
    <ol className="border-b border-rule">
      {TIMELINE.map((entry) => {
        const current = entry.year === null;
        return (
          <li key={entry.id} className="border-t border-rule py-8">
            <h2 className="grid items-baseline gap-x-10 gap-y-1 sm:grid-cols-[11rem_1fr]">
              <span
                className={`font-display text-display-md font-semibold tabular-nums ${current ? "text-gold-dark" : "text-primary-dark"}`}
              >
                {entry.year === null ? t("about.timeline.recentDay") : formatYear(entry.year, lang)}
              </span>{" "}
              <span className="block text-balance font-display text-display-sm font-semibold text-navy-900">
                {t(`about.timeline.items.${entry.id}.title`)}
              </span>
            </h2>
            <p className="mt-2 max-w-2xl text-pretty leading-7 text-muted sm:ps-[13.5rem]">
              {t(`about.timeline.items.${entry.id}.description`)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
