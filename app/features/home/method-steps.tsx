import { METHOD_STEPS } from "#core/content/home";
import { Band } from "~/components/ui/band";
import { EditorialList } from "~/components/ui/editorial-list";
import { useTranslation } from "~/i18n/react";
import { useFormat } from "./use-format";

/** Discover, Design, Deploy: an editorial numbered list, three columns on a wide screen. */
export function MethodSteps() {
  const { t } = useTranslation("home");
  const format = useFormat();
  return (
    <Band
      id="method-title"
      title={t("methodology.title")}
      intro={t("methodology.subtitle")}
      size="large"
      className="bg-white py-section"
    >
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
    </Band>
  );
}
