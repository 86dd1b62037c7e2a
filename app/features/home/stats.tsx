import { COUNTERS } from "#core/content/home";
import { SectionHeading } from "~/components/ui/section-heading";
import { Stat, StatList } from "~/components/ui/statistic";
import { useTranslation } from "~/i18n/react";
import { useFormat } from "./use-format";

/** 'Proven Success': clients, projects completed, satisfaction rate, years of experience, as pull statistics. */
export function Stats() {
  const { t } = useTranslation("home");
  const format = useFormat();
  return (
    <section aria-labelledby="stats-title" className="bg-navy-900 py-section text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="stats-title" title={t("stats.title")} intro={t("stats.subtitle")} inverse />
        <StatList className="mt-14 grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {COUNTERS.map((counter) => (
            <Stat
              key={counter.id}
              size="pull"
              inverse
              data-stat={counter.id}
              label={t(`stats.counters.${counter.id}`)}
              value={
                counter.suffix === "%"
                  ? format.metric(counter.value, "percent")
                  : `${format.number(counter.value)}${counter.suffix}`
              }
            />
          ))}
        </StatList>
      </div>
    </section>
  );
}
