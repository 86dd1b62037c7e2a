import { Building } from "lucide-react";
import { cardClass } from "~/components/ui/card";
import { CLIENTS, SUCCESS_STORIES } from "~/content/home";
import { useTranslation } from "~/i18n/react";
import { homeIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useFormat } from "./use-format";

/** Three case cards (automotive, banking, government) and the grid of client organisations. */
export function SuccessStories() {
  const { t } = useTranslation("home");
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
            return (
              <li key={story.id} className={cardClass("flex flex-col p-8")} data-story={story.id}>
                <p className="flex items-center gap-2 text-sm font-semibold text-primary">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                  {t(`successStories.items.${story.id}.sector`)}
                </p>
                <h3 className="mt-4 text-xl font-bold text-navy-900">
                  {t(`successStories.items.${story.id}.title`)}
                </h3>
                <p className="mt-3 flex-1 leading-7 text-muted">
                  {t(`successStories.items.${story.id}.story`)}
                </p>
                <h4 className="sr-only">{t("successStories.resultsLabel")}</h4>
                <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-200 pt-6">
                  {story.metrics.map((metric) => (
                    <div key={metric.id} className="flex flex-col-reverse">
                      <dt className="mt-1 text-sm leading-5 text-muted">
                        {t(`successStories.items.${story.id}.metrics.${metric.id}`)}
                      </dt>
                      <dd className="text-3xl font-bold text-primary">
                        {format.metric(metric.value, metric.unit)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>

        <div className="mt-20">
          <h3 className="text-center text-2xl font-bold text-navy-900">{t("clients.title")}</h3>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{t("clients.note")}</p>
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {CLIENTS.map((client) => (
              <li
                key={client}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-4 text-sm font-medium text-ink"
              >
                <Building aria-hidden="true" className="h-5 w-5 shrink-0 text-muted" />
                {t(`clients.items.${client}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
