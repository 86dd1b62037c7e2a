import { CASE_QUOTES } from "#core/content/case-quotes";
import { SUCCESS_STORIES } from "#core/content/home";
import { AttributedQuote } from "~/components/ui/attributed-quote";
import { cardClass } from "~/components/ui/card";
import { Stat, StatList } from "~/components/ui/statistic";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ClientGroups } from "./client-groups";
import { homeIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useFormat } from "./use-format";

/** Three case cards (automotive, banking, government), each with its figures and a quote; then the clients. */
export function SuccessStories() {
  const { t } = useTranslation("home");
  const lang = useLang();
  const format = useFormat();
  return (
    <section aria-labelledby="stories-title" className="bg-surface py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="stories-title"
          title={t("successStories.title")}
          subtitle={t("successStories.subtitle")}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {SUCCESS_STORIES.map((story) => {
            const Icon = homeIcon(story.icon);
            const quote = CASE_QUOTES[story.id];
            return (
              <li key={story.id} className={cardClass("flex flex-col p-6 sm:p-8")} data-story={story.id}>
                <p className="flex items-center gap-2 text-sm font-semibold text-primary-dark">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                  {t(`successStories.items.${story.id}.sector`)}
                </p>
                <h3 className="mt-4 text-xl font-bold text-navy-900">
                  {t(`successStories.items.${story.id}.title`)}
                </h3>
                <p className="mt-3 leading-7 text-muted">{t(`successStories.items.${story.id}.story`)}</p>
                <h4 className="sr-only">{t("successStories.resultsLabel")}</h4>
                <StatList className="mt-6 grid-cols-2 gap-4 border-t border-slate-200 pt-6">
                  {story.metrics.map((metric) => (
                    <Stat
                      key={metric.id}
                      size="medium"
                      value={format.metric(metric.value, metric.unit)}
                      label={t(`successStories.items.${story.id}.metrics.${metric.id}`)}
                    />
                  ))}
                </StatList>
                {quote && (
                  <div className="mt-auto pt-6">
                    <AttributedQuote text={quote.text[lang]} attribution={quote.attribution[lang]} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <ClientGroups />
      </div>
    </section>
  );
}
