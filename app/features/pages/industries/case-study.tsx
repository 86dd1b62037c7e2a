import type { PublicCaseStudy } from "#core/domain/case-studies";
import { AttributedQuote } from "~/components/ui/attributed-quote";
import { Stat, StatList } from "~/components/ui/statistic";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { IconTile } from "../shared/content-icon";
import { formatMetric } from "../shared/format";

/** One case study: the challenge, our solution, the measured results as figures, and the client's words. */
export function CaseStudy({ study }: { study: PublicCaseStudy }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const { text } = study;
  return (
    <article
      aria-labelledby={`case-${study.key}`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-case={study.key}
    >
      <header className="flex items-center gap-4 border-b border-slate-200 bg-surface px-6 py-5 sm:px-8">
        <IconTile name={study.icon} tone="navy" />
        <div>
          <p className="text-sm font-semibold text-primary-dark">{text.industry}</p>
          <h3 id={`case-${study.key}`} className="text-xl font-bold text-navy-900">
            {text.title}
          </h3>
        </div>
      </header>
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-5 lg:gap-10">
        <dl className="grid content-start gap-6 sm:grid-cols-2 lg:col-span-3">
          <div>
            <dt className="text-sm font-bold text-navy-900">{t("industries.labels.challenge")}</dt>
            <dd className="mt-2 text-pretty leading-7 text-muted">{text.challenge}</dd>
          </div>
          <div>
            <dt className="text-sm font-bold text-navy-900">{t("industries.labels.solution")}</dt>
            <dd className="mt-2 text-pretty leading-7 text-muted">{text.solution}</dd>
          </div>
        </dl>
        <div className="rounded-xl bg-surface p-6 ring-1 ring-slate-200 lg:col-span-2">
          <h4 className="text-sm font-bold text-navy-900">{t("industries.labels.results")}</h4>
          <StatList className="mt-4 grid-cols-2 gap-6">
            {study.results.map((result) => (
              <Stat
                key={result.id}
                value={formatMetric(t, lang, result)}
                label={text.resultLabels[result.id] ?? ""}
              />
            ))}
          </StatList>
          {text.quote && (
            <AttributedQuote className="mt-8" text={text.quote} attribution={text.attribution} />
          )}
        </div>
      </div>
    </article>
  );
}
