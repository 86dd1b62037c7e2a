import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { caseKeys, deleteCase } from "./case-api";

/** Delete a case study for good, after asking; the list then shows the rest. */
export function DeleteCase({ caseKey, titleId }: { caseKey: string; titleId: string }) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const client = useQueryClient();
  const confirm = async () => {
    try {
      await deleteCase(lang, caseKey);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("list.failed"));
      return false;
    }
    toast.success(t("editor.deleted"));
    await client.invalidateQueries({ queryKey: caseKeys.all });
    return true;
  };
  return (
    <ConfirmAction
      trigger={
        <Button type="button" variant="ghost" size="sm" aria-describedby={titleId}>
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
