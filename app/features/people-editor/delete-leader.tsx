import { DeleteRecord } from "~/components/editor/delete-record";
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
  return (
    <DeleteRecord
      button={{ variant: "outline", size: "sm", "aria-label": t("delete.label", { name }) }}
      label={t("delete.button")}
      title={named("delete.title")}
      description={named("delete.text")}
      cancelLabel={t("delete.cancel")}
      confirmLabel={t("delete.confirm")}
      busyLabel={t("delete.busy")}
      failed={t("list.failed")}
      done={t("delete.done", { name })}
      remove={() => deleteLeader(lang, leaderKey)}
      onDeleted={onDeleted}
    />
  );
}
