import { METHOD_STEPS } from "#core/content/home";
import { formatNumber } from "#core/lib/format";
import { EditorialList } from "~/components/ui/editorial-list";
import { SplitSection } from "~/components/ui/split-section";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** 'From Question to Action': Discover, Design, Deploy (texts shared with the home page), heading beside the list. */
export function QuestionToAction() {
  const { t } = useTranslation("home");
  const lang = useLang();
  return (
    <SplitSection
      id="steps-title"
      tone="paper"
      title={t("methodology.title")}
      intro={t("methodology.subtitle")}
    >
      <EditorialList
        items={METHOD_STEPS.map((step, index) => ({
          id: step.id,
          number: formatNumber(index + 1, lang),
          title: t(`methodology.steps.${step.id}.title`),
          body: t(`methodology.steps.${step.id}.description`),
        }))}
      />
    </SplitSection>
  );
}
