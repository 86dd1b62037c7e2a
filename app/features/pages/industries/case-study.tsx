import type { CASE_STUDIES } from "~/content/pages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";
import { formatMetric } from "../shared/format";

type CaseStudyData = (typeof CASE_STUDIES)[number];

/** One case study: the challenge, our solution and the measured results. */
export function CaseStudy({ study }: { study: CaseStudyData }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const key = `industries.cases.${study.id}`;
  return (
    <article
      aria-labelledby={`case-${study.id}`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-center gap-4 border-b border-slate-200 bg-surface px-6 py-5 sm:px-8">
        <IconTile name={study.icon} tone="navy" />
        <div>
          <p className="text-sm font-semibold text-primary">{t(`${key}.industry`)}</p>
          <h3 id={`case-${study.id}`} className="text-xl font-bold text-navy-900">
            {t(`${key}.title`)}
          </h3>
        </div>
      </header>
      <dl className="grid gap-8 p-6 sm:p-8 lg:grid-cols-3">
        <div>
          <dt className="text-sm font-bold text-navy-900">{t("industries.labels.challenge")}</dt>
          <dd className="mt-2 text-pretty leading-7 text-muted">{t(`${key}.challenge`)}</dd>
        </div>
        <div>
          <dt className="text-sm font-bold text-navy-900">{t("industries.labels.solution")}</dt>
          <dd className="mt-2 text-pretty leading-7 text-muted">{t(`${key}.solution`)}</dd>
        </div>
        <div>
          <dt className="text-sm font-bold text-navy-900">{t("industries.labels.results")}</dt>
          <dd className="mt-2">
            <ul className="grid gap-3">
              {study.results.map((result) => (
                <li key={result.id} className="rounded-xl bg-primary-light/60 p-4">
                  <p className="text-2xl font-bold text-primary-dark">
                    {t(`${key}.results.${result.id}.improvement`, { value: formatMetric(t, lang, result) })}
                  </p>
                  <p className="mt-1 text-sm font-medium text-ink">
                    {t(`${key}.results.${result.id}.metric`)}
                  </p>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </article>
  );
}
