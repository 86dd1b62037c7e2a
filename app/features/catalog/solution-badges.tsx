import type { CatalogSolutionView } from "#core/domain/catalog";
import { formatNumber } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";

/** "Solution 2" in the solution's colour, and the NEW badge when flagged. */
export function SolutionBadges({ solution }: { solution: CatalogSolutionView }) {
  const { t } = useTranslation("catalog");
  const lang = useLang();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        className="inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold text-white"
        style={{ backgroundColor: solution.color }}
      >
        {t("solutionNumber", { number: formatNumber(solution.id, lang) })}
      </span>
      {solution.isNew ? (
        <span className="inline-flex items-center rounded-full bg-gold px-2.5 py-1 text-xs font-bold tracking-wide text-navy-900">
          {t("new")}
        </span>
      ) : null}
    </div>
  );
}
