import { useQueryClient } from "@tanstack/react-query";
import { DeleteRecord, editorDeleteTexts } from "~/components/editor/delete-record";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { caseKeys, deleteCase } from "./case-api";

/** Delete a case study for good, after asking; the list then shows the rest. */
export function DeleteCase({ caseKey, titleId }: { caseKey: string; titleId: string }) {
  const { t } = useTranslation("cases");
  const lang = useLang();
  const client = useQueryClient();
  return (
    <DeleteRecord
      button={{ variant: "ghost", size: "sm", "aria-describedby": titleId }}
      {...editorDeleteTexts(t)}
      failed={t("list.failed")}
      remove={() => deleteCase(lang, caseKey)}
      onDeleted={() => client.invalidateQueries({ queryKey: caseKeys.all })}
    />
  );
}
