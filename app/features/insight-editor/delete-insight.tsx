import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
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
import { useGetHref, useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { deleteInsight, insightKeys } from "./editor-api";

/** Delete the insight for good, after asking; then back to the list. */
export function DeleteInsight({ id }: { id: number }) {
  const { t } = useTranslation("insights");
  const lang = useLang();
  const href = useGetHref();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteInsight(lang, id);
      toast.success(t("editor.deleted"));
      setOpen(false);
      client.removeQueries({ queryKey: insightKeys.all });
      navigate(href("/crm/insights"));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("editor.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline">
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
