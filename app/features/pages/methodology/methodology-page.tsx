import { PageHero } from "~/components/ui/page-hero";
import { useTranslation } from "~/i18n/react";
import { CtaBand } from "../shared/cta-band";
import { ProgramOutline } from "./program-outline";
import { QualityStandards } from "./quality-standards";
import { ResearchProcess } from "./research-process";

/** /methodology (the footer's "Capability Acceleration"): how projects run, quality, the program. */
export function MethodologyPage() {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHero
        title={t("methodology.title")}
        subtitle={t("methodology.subtitle")}
        intro={t("methodology.intro")}
      />
      <ResearchProcess />
      <QualityStandards />
      <ProgramOutline />
      <CtaBand
        title={t("methodology.cta.title")}
        text={t("methodology.cta.text")}
        button={t("methodology.cta.button")}
      />
    </>
  );
}
