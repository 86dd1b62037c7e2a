import { SectionHeading } from "~/components/ui/section-heading";
import { PROMISE_STEPS } from "~/content/pages";
import { useTranslation } from "~/i18n/react";
import { ContentIcon } from "../shared/content-icon";

/** 'Our Partnership Promise': four numbered steps and the closing line. */
export function PartnershipPromise() {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="promise-title" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="promise-title"
          title={t("about.promise.title")}
          intro={t("about.promise.intro")}
          align="center"
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISE_STEPS.map((step) => (
            <li
              key={step.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between gap-4">
                <span className="text-4xl font-bold text-primary" aria-hidden="true">
                  {step.number}
                </span>
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-primary-light text-primary-dark">
                  <ContentIcon name={step.icon} className="h-5 w-5" />
                </span>
              </div>
              <h3 className="mt-5 text-lg font-bold text-navy-900">
                <span className="sr-only">{step.number} </span>
                {t(`about.promise.steps.${step.id}.title`)}
              </h3>
              <p className="mt-2 text-pretty leading-7 text-muted">
                {t(`about.promise.steps.${step.id}.description`)}
              </p>
            </li>
          ))}
        </ol>
        <p className="mx-auto mt-12 max-w-3xl text-balance text-center text-xl font-semibold text-navy-900 sm:text-2xl">
          {t("about.promise.closing")}
        </p>
      </div>
    </section>
  );
}
