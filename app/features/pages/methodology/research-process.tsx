import { SectionHeading } from "~/components/ui/section-heading";
import { RESEARCH_PROCESS } from "~/content/pages";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { ContentIcon } from "../shared/content-icon";

/** The five stages of a research project. */
export function ResearchProcess() {
  const { t } = useTranslation("pages");
  const lang = useLang();
  return (
    <section
      aria-labelledby="process-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading
        id="process-title"
        title={t("methodology.process.title")}
        intro={t("methodology.process.intro")}
      />
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {RESEARCH_PROCESS.map((step, index) => (
          <li
            key={step.id}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center justify-between gap-3">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
              >
                {formatNumber(index + 1, lang)}
              </span>
              <ContentIcon name={step.icon} className="h-6 w-6 text-primary" />
            </div>
            <h3 className="mt-4 text-lg font-bold text-navy-900">
              {t(`methodology.process.steps.${step.id}.title`)}
            </h3>
            <p className="mt-2 text-pretty text-sm leading-6 text-muted">
              {t(`methodology.process.steps.${step.id}.description`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
