import type { CatalogSolutionView } from "#core/domain/catalog";
import { Button } from "~/components/ui/button";
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/react";
import { SolutionBadges } from "./solution-badges";
import { SolutionLists } from "./solution-lists";

/** The details of one solution: the same lists as its card, in full, and a Close button. */
export function SolutionDialog({ solution }: { solution: CatalogSolutionView }) {
  const { t } = useTranslation("catalog");
  return (
    <DialogContent size="lg">
      <div className="h-2 shrink-0" style={{ backgroundColor: solution.color }} />
      <DialogBody className="space-y-5">
        <div className="space-y-3">
          <SolutionBadges solution={solution} />
          <DialogTitle className="text-2xl text-navy-900">{solution.title}</DialogTitle>
          <DialogDescription className="text-base">{solution.subtitle}</DialogDescription>
        </div>
        <SolutionLists solution={solution} headingLevel={3} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("close")}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}
