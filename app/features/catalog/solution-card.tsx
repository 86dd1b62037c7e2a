import type { CatalogSolutionView } from "#core/domain/catalog";
import { Dialog, DialogTrigger } from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/react";
import { SolutionBadges } from "./solution-badges";
import { SolutionDialog } from "./solution-dialog";
import { SolutionLists } from "./solution-lists";

const CARD_AREAS = 3;

/**
 * One solution: the whole card opens its details. The title is the button (a stretched target
 * covers the card), so keyboard and screen-reader users meet one control per card.
 */
export function SolutionCard({ solution }: { solution: CatalogSolutionView }) {
  const { t } = useTranslation("catalog");
  return (
    <Dialog>
      <article
        className="relative flex h-full flex-col gap-4 rounded-xl border-t-4 bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
        style={{ borderTopColor: solution.color }}
        aria-labelledby={`solution-${solution.id}-title`}
      >
        <SolutionBadges solution={solution} />
        <div>
          <h3 id={`solution-${solution.id}-title`} className="text-lg leading-snug font-bold text-navy-900">
            <DialogTrigger asChild>
              <button
                type="button"
                className="text-start after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-primary focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
              >
                {solution.title}
              </button>
            </DialogTrigger>
          </h3>
          <p className="mt-1 text-sm text-muted">{solution.subtitle}</p>
        </div>
        <SolutionLists solution={solution} areaLimit={CARD_AREAS} headingLevel={4} />
        <p aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-primary">
          {t("viewDetails")}
        </p>
      </article>
      <SolutionDialog solution={solution} />
    </Dialog>
  );
}
