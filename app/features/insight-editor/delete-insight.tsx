import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
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
  const confirm = async () => {
    try {
      await deleteInsight(lang, id);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("editor.failed"));
      return false;
    }
    toast.success(t("editor.deleted"));
    client.removeQueries({ queryKey: insightKeys.all });
    navigate(href("/crm/insights"));
    return true;
  };
  return (
    <ConfirmAction
      trigger={
        <Button type="button" variant="outline">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t("editor.delete")}
        </Button>
      }
      title={t("editor.delete")}
      description={t("editor.deleteConfirm")}
      cancelLabel={t("editor.deleteCancel")}
      confirmLabel={t("editor.delete")}
      busyLabel={t("editor.deleting")}
      onConfirm={confirm}
    />
  );
}
