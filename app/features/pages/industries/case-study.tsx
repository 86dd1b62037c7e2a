import { CASE_QUOTES } from "#core/content/case-quotes";
import type { CASE_STUDIES } from "#core/content/pages";
import { AttributedQuote } from "~/components/ui/attributed-quote";
import { Stat, StatList } from "~/components/ui/statistic";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";
import { formatMetric } from "../shared/format";

type CaseStudyData = (typeof CASE_STUDIES)[number];

/** One case study: the challenge, our solution, the measured results as figures, and the client's words. */
export function CaseStudy({ study }: { study: CaseStudyData }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const key = `industries.cases.${study.id}`;
  const quote = CASE_QUOTES[study.id];
  return (
    <article
      aria-labelledby={`case-${study.id}`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-case={study.id}
    >
      <header className="flex items-center gap-4 border-b border-slate-200 bg-surface px-6 py-5 sm:px-8">
        <IconTile name={study.icon} tone="navy" />
        <div>
          <p className="text-sm font-semibold text-primary-dark">{t(`${key}.industry`)}</p>
          <h3 id={`case-${study.id}`} className="text-xl font-bold text-navy-900">
            {t(`${key}.title`)}
          </h3>
        </div>
      </header>
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-5 lg:gap-10">
        <dl className="grid content-start gap-6 sm:grid-cols-2 lg:col-span-3">
          <div>
            <dt className="text-sm font-bold text-navy-900">{t("industries.labels.challenge")}</dt>
            <dd className="mt-2 text-pretty leading-7 text-muted">{t(`${key}.challenge`)}</dd>
          </div>
          <div>
            <dt className="text-sm font-bold text-navy-900">{t("industries.labels.solution")}</dt>
            <dd className="mt-2 text-pretty leading-7 text-muted">{t(`${key}.solution`)}</dd>
          </div>
        </dl>
        <div className="rounded-xl bg-surface p-6 ring-1 ring-slate-200 lg:col-span-2">
          <h4 className="text-sm font-bold text-navy-900">{t("industries.labels.results")}</h4>
          <StatList className="mt-4 grid-cols-2 gap-6">
            {study.results.map((result) => (
              <Stat
                key={result.id}
                value={formatMetric(t, lang, result)}
                label={t(`${key}.results.${result.id}.label`)}
              />
            ))}
          </StatList>
          {quote && (
            <AttributedQuote className="mt-8" text={quote.text[lang]} attribution={quote.attribution[lang]} />
          )}
        </div>
      </div>
    </article>
  );
}
