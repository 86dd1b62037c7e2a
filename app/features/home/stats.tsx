import { COUNTERS } from "#core/content/home";
import { Band } from "~/components/ui/band";
import { Stat, StatList } from "~/components/ui/statistic";
import { useTranslation } from "~/i18n/react";
import { useFormat } from "./use-format";

/** 'Proven Success': clients, projects completed, satisfaction rate, years of experience, as pull statistics. */
export function Stats() {
  const { t } = useTranslation("home");
  const format = useFormat();
  return (
    <Band
      id="stats-title"
      title={t("stats.title")}
      intro={t("stats.subtitle")}
      inverse
      className="bg-navy-900 py-section text-white"
    >
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
    </Band>
  );
}
