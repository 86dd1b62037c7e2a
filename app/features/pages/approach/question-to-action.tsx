import { SectionHeading } from "~/components/ui/section-heading";
import { METHOD_STEPS } from "~/content/home";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { ContentIcon } from "../shared/content-icon";

/** 'From Question to Action': Discover, Design, Deploy (texts shared with the home page). */
export function QuestionToAction() {
  const { t } = useTranslation("home");
  const lang = useLang();
  return (
    <section aria-labelledby="steps-title" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="steps-title"
          title={t("methodology.title")}
          intro={t("methodology.subtitle")}
          align="center"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {METHOD_STEPS.map((step, index) => (
            <li
              key={step.id}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            >
              <div className="flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white"
                >
                  {formatNumber(index + 1, lang)}
                </span>
                <ContentIcon name={step.icon} className="h-6 w-6 text-primary" />
              </div>
              <h3 className="mt-5 text-xl font-bold text-navy-900">
                {t(`methodology.steps.${step.id}.title`)}
              </h3>
              <p className="mt-2 text-pretty leading-7 text-muted">
                {t(`methodology.steps.${step.id}.description`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
