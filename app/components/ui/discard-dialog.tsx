import { Button } from "~/components/ui/button";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/react";

/** "Discard your changes?": Keep editing, or Discard. */
export function DiscardDialog({ onStay, onDiscard }: { onStay: () => void; onDiscard: () => void }) {
  const { t } = useTranslation("staff");
  return (
    <AlertDialog open onOpenChange={(open) => !open && onStay()}>
      <AlertDialogContent>
        <AlertDialogTitle>{t("unsaved.title")}</AlertDialogTitle>
        <AlertDialogDescription>{t("unsaved.description")}</AlertDialogDescription>
        <AlertDialogFooter>
          <Button variant="ghost" onClick={onStay}>
            {t("unsaved.stay")}
          </Button>
          <Button variant="destructive" onClick={onDiscard}>
            {t("unsaved.discard")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
