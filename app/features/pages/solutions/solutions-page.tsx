import { SOLUTIONS } from "#core/content/pages";
import { PageHero } from "~/components/ui/page-hero";
import { useTranslation } from "~/i18n/react";
import { ContentIcon } from "../shared/content-icon";
import { CtaBand } from "../shared/cta-band";
import { SolutionPillar } from "./solution-pillar";

/** /solutions: the six solution pillars, each reachable by its anchor (/solutions#market-insights). */
export function SolutionsPage() {
  const { t } = useTranslation("pages");
  return (
    <>
      <PageHero title={t("solutions.title")} intro={t("solutions.intro")}>
        <nav aria-labelledby="page-title" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {SOLUTIONS.map((solution) => (
              <li key={solution.id}>
                <a
                  href={`#${solution.id}`}
                  className="inline-flex items-center gap-2 rounded-control bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-white/20"
                >
                  <ContentIcon name={solution.icon} className="h-4 w-4" />
                  {t(`solutions.items.${solution.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      {SOLUTIONS.map((solution, index) => (
        <SolutionPillar key={solution.id} solution={solution} index={index} />
      ))}
      <CtaBand
        title={t("solutions.cta.title")}
        text={t("solutions.cta.text")}
        button={t("solutions.cta.button")}
      />
    </>
  );
}
