import { RESEARCH_PROCESS } from "#core/content/pages";
import { formatNumber } from "#core/lib/format";
import { EditorialList } from "~/components/ui/editorial-list";
import { SplitSection } from "~/components/ui/split-section";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** The five stages of a research project: the heading beside them, the stages as an editorial list. */
export function ResearchProcess() {
  const { t } = useTranslation("pages");
  const lang = useLang();
  return (
    <SplitSection
      id="process-title"
      title={t("methodology.process.title")}
      intro={t("methodology.process.intro")}
    >
      <EditorialList
        items={RESEARCH_PROCESS.map((step, index) => ({
          id: step.id,
          number: formatNumber(index + 1, lang),
          title: t(`methodology.process.steps.${step.id}.title`),
          body: t(`methodology.process.steps.${step.id}.description`),
        }))}
      />
    </SplitSection>
  );
}
