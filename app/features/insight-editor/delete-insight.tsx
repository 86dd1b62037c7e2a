import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { DeleteRecord, editorDeleteTexts } from "~/components/editor/delete-record";
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
  return (
    <DeleteRecord
      button={{ variant: "outline" }}
      {...editorDeleteTexts(t)}
      failed={t("editor.failed")}
      remove={() => deleteInsight(lang, id)}
      onDeleted={() => {
        client.removeQueries({ queryKey: insightKeys.all });
        navigate(href("/crm/insights"));
      }}
    />
  );
}
