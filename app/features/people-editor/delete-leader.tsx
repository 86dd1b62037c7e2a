import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
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
  const named = (key: string) => withUserText(t(key, { name: USER_TEXT }), name);
  const confirm = async () => {
    try {
      await deleteLeader(lang, leaderKey);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("list.failed"));
      return false;
    }
    toast.success(t("delete.done", { name }));
    onDeleted();
    return true;
  };
  return (
    <ConfirmAction
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={t("delete.label", { name })}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t("delete.button")}
        </Button>
      }
      title={named("delete.title")}
      description={named("delete.text")}
      cancelLabel={t("delete.cancel")}
      confirmLabel={t("delete.confirm")}
      busyLabel={t("delete.busy")}
      onConfirm={confirm}
    />
  );
}
