import { METHOD_STEPS } from "~/content/home";
import { useTranslation } from "~/i18n/react";
import { homeIcon } from "./icons";
import { SectionHeading } from "./section-heading";
import { useFormat } from "./use-format";

/** Discover, Design, Deploy. */
export function MethodSteps() {
  const { t } = useTranslation("home");
  const format = useFormat();
  return (
    <section aria-labelledby="method-title" className="bg-surface py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="method-title"
          title={t("methodology.title")}
          subtitle={t("methodology.subtitle")}
        />
        <ol className="relative mt-12 grid gap-10 md:grid-cols-3 md:gap-6">
          <span
            aria-hidden="true"
            className="absolute inset-x-[16%] top-8 hidden h-0.5 bg-linear-to-r from-primary/20 via-primary/60 to-primary/20 md:block"
          />
          {METHOD_STEPS.map((step, index) => {
            const Icon = homeIcon(step.icon);
            return (
              <li key={step.id} className="relative text-center">
                <span className="relative mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-primary text-white shadow-md ring-8 ring-surface">
                  <Icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <p className="mt-4 text-sm font-semibold text-primary">{format.number(index + 1)}</p>
                <h3 className="mt-1 text-xl font-bold text-navy-900">
                  {t(`methodology.steps.${step.id}.title`)}
                </h3>
                <p className="mx-auto mt-3 max-w-sm leading-7 text-muted">
                  {t(`methodology.steps.${step.id}.description`)}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
