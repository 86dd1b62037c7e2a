import type { PublicCaseStudy } from "#core/domain/case-studies";
import { AttributedQuote } from "~/components/ui/attributed-quote";
import { Band } from "~/components/ui/band";
import { cardClass } from "~/components/ui/card";
import { Stat, StatList } from "~/components/ui/statistic";
import { useTranslation } from "~/i18n/react";
import { ClientGroups } from "./client-groups";
import { homeIcon } from "./icons";
import { useFormat } from "./use-format";

/** The case studies as cards (from the database, in their order), each with its figures and its quote; then the clients. */
export function SuccessStories({ cases }: { cases: PublicCaseStudy[] }) {
  const { t } = useTranslation("home");
  const format = useFormat();
  return (
    <Band
      id="stories-title"
      title={t("successStories.title")}
      intro={t("successStories.subtitle")}
      size="large"
      className="bg-surface py-20"
    >
      {cases.length > 0 && (
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {cases.map((story) => {
            const Icon = homeIcon(story.icon);
            const { text } = story;
            return (
              <li key={story.key} className={cardClass("flex flex-col p-6 sm:p-8")} data-story={story.key}>
                <p className="flex items-center gap-2 text-sm font-semibold text-primary-dark">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                  {text.industry}
                </p>
                <h3 className="mt-4 text-xl font-bold text-navy-900">{text.storyTitle}</h3>
                <p className="mt-3 leading-7 text-muted">{text.story}</p>
                <h4 className="sr-only">{t("successStories.resultsLabel")}</h4>
                <StatList className="mt-6 grid-cols-2 gap-4 border-t border-slate-200 pt-6">
                  {story.results.map((metric) => (
                    <Stat
                      key={metric.id}
                      size="medium"
                      value={format.metric(metric.value, metric.unit)}
                      label={text.storyLabels[metric.id] ?? ""}
                    />
                  ))}
                </StatList>
                {text.quote && (
                  <div className="mt-auto pt-6">
                    <AttributedQuote text={text.quote} attribution={text.attribution} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ClientGroups />
    </Band>
  );
}
