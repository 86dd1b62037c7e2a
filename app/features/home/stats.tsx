import { COUNTERS } from "~/content/home";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "./section-heading";
import { useFormat } from "./use-format";

/** 'Proven Success': clients, projects completed, satisfaction rate, years of experience. */
export function Stats() {
  const { t } = useTranslation("home");
  const format = useFormat();
  return (
    <section aria-labelledby="stats-title" className="bg-navy-900 py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="stats-title" title={t("stats.title")} subtitle={t("stats.subtitle")} inverse />
        <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {COUNTERS.map((counter) => (
            <div
              key={counter.id}
              className="flex flex-col-reverse rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10"
            >
              <dt className="mt-2 text-sm font-medium text-slate-200 sm:text-base">
                {t(`stats.counters.${counter.id}`)}
              </dt>
              <dd className="text-4xl font-bold text-gold sm:text-5xl" data-counter={counter.id}>
                {counter.suffix === "%"
                  ? format.metric(counter.value, "percent")
                  : `${format.number(counter.value)}${counter.suffix}`}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
