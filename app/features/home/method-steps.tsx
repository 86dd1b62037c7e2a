import { METHOD_STEPS } from "#core/content/home";
import { EditorialList } from "~/components/ui/editorial-list";
import { useTranslation } from "~/i18n/react";
import { SectionHeading } from "./section-heading";
import { useFormat } from "./use-format";

/** Discover, Design, Deploy: an editorial numbered list, three columns on a wide screen. */
export function MethodSteps() {
  const { t } = useTranslation("home");
  const format = useFormat();
  return (
    <section aria-labelledby="method-title" className="bg-white py-section">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="method-title"
          title={t("methodology.title")}
          subtitle={t("methodology.subtitle")}
        />
        <EditorialList
          className="mt-12"
          columns={3}
          items={METHOD_STEPS.map((step, index) => ({
            id: step.id,
            number: format.number(index + 1),
            title: t(`methodology.steps.${step.id}.title`),
            body: t(`methodology.steps.${step.id}.description`),
          }))}
        />
      </div>
    </section>
  );
}
