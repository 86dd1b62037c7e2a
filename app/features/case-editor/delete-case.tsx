import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { caseKeys, deleteCase } from "./case-api";

/** Delete a case study for good, after asking; the list then shows the rest. */
export function DeleteCase({ caseKey, titleId }: { caseKey: string; titleId: string }) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCase(lang, caseKey);
      toast.success(t("editor.deleted"));
      setOpen(false);
      await client.invalidateQueries({ queryKey: caseKeys.all });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("list.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-describedby={titleId}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t("editor.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t("editor.delete")}</AlertDialogTitle>
        <AlertDialogDescription>{t("editor.deleteConfirm")}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="ghost" disabled={busy}>
              {t("editor.deleteCancel")}
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={confirm}>
            {t("editor.delete")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
