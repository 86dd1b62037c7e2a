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
import { USER_TEXT, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { deleteLeader } from "./people-api";

/** Delete a leader for good, after asking (named in the page's language); `onDeleted` once gone. */
export function DeleteLeader({
  leaderKey,
  name,
  onDeleted,
}: {
  leaderKey: string;
  name: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("people");
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const named = (key: string) => withUserText(t(key, { name: USER_TEXT }), name);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteLeader(lang, leaderKey);
      toast.success(t("delete.done", { name }));
      setOpen(false);
      onDeleted();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("list.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={t("delete.label", { name })}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t("delete.button")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{named("delete.title")}</AlertDialogTitle>
        <AlertDialogDescription>{named("delete.text")}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="ghost" disabled={busy}>
              {t("delete.cancel")}
            </Button>
          </AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={confirm}>
            {t("delete.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
