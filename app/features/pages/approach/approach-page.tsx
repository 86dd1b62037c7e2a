import { PageHero } from "~/components/ui/page-hero";
import { useTranslation } from "~/i18n/react";
import { CtaBand } from "../shared/cta-band";
import { ContinuumPillars } from "./continuum-pillars";
import { QuestionToAction } from "./question-to-action";

/** /approach: the Intelligence Continuum, its three pillars and the three steps of every engagement. */
export function ApproachPage() {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHero
        title={t("approach.title")}
        subtitle={t("approach.subtitle")}
        subtitleInHeading
        intro={t("approach.intro")}
      />
      <ContinuumPillars />
      <QuestionToAction />
      <CtaBand
        title={t("approach.cta.title")}
        text={t("approach.cta.text")}
        button={t("approach.cta.button")}
        to="/methodology"
      />
    </>
  );
}
