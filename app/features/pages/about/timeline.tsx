import { TIMELINE } from "~/content/pages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatYear } from "~/lib/format";
import { ContentIcon } from "../shared/content-icon";

/** 'Our Path': the company's milestones, oldest first, ending with today. */
export function Timeline() {
  const { t } = useTranslation("pages");
  const lang = useLang();
  return (
    <ol className="relative ms-5 border-s-2 border-primary/25 sm:ms-6">
      {TIMELINE.map((entry) => {
        const current = entry.year === null;
        return (
          <li key={entry.id} className="relative pb-10 ps-10 last:pb-0 sm:ps-12">
            <span
              className={`absolute -start-[1.3rem] top-0 flex h-10 w-10 items-center justify-center rounded-full ring-4 ring-white sm:-start-[1.55rem] sm:h-12 sm:w-12 ${
                current ? "bg-gold text-navy-900" : "bg-primary text-white"
              }`}
            >
              <ContentIcon name={entry.icon} className="h-5 w-5" />
            </span>
            <h2 className="flex flex-col gap-1 pt-1 sm:pt-2">
              <span className={`text-sm font-bold ${current ? "text-gold-dark" : "text-primary"}`}>
                {entry.year === null ? t("about.timeline.recentDay") : formatYear(entry.year, lang)}
              </span>
              <span className="text-xl font-bold text-navy-900 sm:text-2xl">
                {t(`about.timeline.items.${entry.id}.title`)}
              </span>
            </h2>
            <p className="mt-2 max-w-2xl text-pretty leading-7 text-muted">
              {t(`about.timeline.items.${entry.id}.description`)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
