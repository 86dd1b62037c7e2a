import type { PublicCaseStudy } from "#core/domain/case-studies";
import { Band } from "~/components/ui/band";
import { PageHero } from "~/components/ui/page-hero";
import { useTranslation } from "~/i18n/react";
import { CtaBand } from "../shared/cta-band";
import { CaseStudy } from "./case-study";
import { SectorGrid } from "./sector-grid";

/** /industries: eight sectors and the case studies (from the database, in their order). */
export function IndustriesPage({ cases }: { cases: PublicCaseStudy[] }) {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHero title={t("industries.title")} intro={t("industries.intro")} />
      <div className="mx-auto max-w-7xl px-4 py-section-sm sm:px-6 lg:px-8">
        <SectorGrid />
      </div>
      {cases.length > 0 && (
        <Band
          id="cases-title"
          title={t("industries.casesTitle")}
          intro={t("industries.casesIntro")}
          className="bg-paper"
          columnClassName="py-section"
        >
          <div className="mt-10 grid gap-8">
            {cases.map((study) => (
              <CaseStudy key={study.key} study={study} />
            ))}
          </div>
        </Band>
      )}
      <CtaBand
        title={t("industries.cta.title")}
        text={t("industries.cta.text")}
        button={t("industries.cta.button")}
      />
    </>
  );
}
