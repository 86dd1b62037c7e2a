import { industryByKey, solutionFor } from "#core/domain/industries";
import type { TFunction } from "#core/i18n/translate";

/** How a company's industry and solution read on screen: translated names, number and colour. */
export function industryView(industry: string | null, t: TFunction) {
  const known = industryByKey(industry);
  const solution = solutionFor(industry);
  return {
    industryName: known
      ? t(`industries:industry.${known.slug}`)
      : industry || t("industries:industry.not-assigned"),
    solution: solution.solution,
    solutionName: t(`industries:solution.${solution.slug}`),
    color: solution.color,
  };
}
