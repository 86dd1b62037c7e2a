import { Building2, CircleCheck } from "lucide-react";
import type { CatalogSolutionView } from "#core/domain/catalog";
import { formatNumber } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** Target companies and key research areas of a solution; `areaLimit` shortens the areas on a card. */
export function SolutionLists({
  solution,
  areaLimit,
  headingLevel = 3,
}: {
  solution: CatalogSolutionView;
  areaLimit?: number;
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation("catalog");
  const lang = useLang();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const areas = areaLimit === undefined ? solution.keyAreas : solution.keyAreas.slice(0, areaLimit);
  const hidden = solution.keyAreas.length - areas.length;
  return (
    <>
      <div>
        <Heading className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t("targetCompanies")}
        </Heading>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {solution.companies.map((company) => (
            <li
              key={company}
              className="inline-flex items-center gap-1 rounded-md bg-surface px-2 py-1 text-sm text-ink ring-1 ring-slate-200"
            >
              <Building2 aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
              <bdi>{company}</bdi>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Heading className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t("keyAreas")}
        </Heading>
        <ul className="mt-2 space-y-1.5">
          {areas.map((area) => (
            <li key={area} className="flex gap-2 text-sm text-ink">
              <CircleCheck
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0"
                style={{ color: solution.color }}
              />
              <span>{area}</span>
            </li>
          ))}
        </ul>
        {hidden > 0 ? (
          <p className="mt-2 text-sm font-medium text-primary">
            {t("moreAreas", { value: formatNumber(hidden, lang) })}
          </p>
        ) : null}
      </div>
    </>
  );
}
