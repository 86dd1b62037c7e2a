import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { USER_TEXT, withUserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/react";
import { ConfirmDelete } from "../shared/confirm-delete";
import { Notice } from "../shared/form-bits";
import { outcomeOf } from "./use-company-mutations";

const TEXTS = {
  contact: {
    edit: "modal.editContact",
    delete: "modal.deleteContact",
    deleteTitle: "confirm.deleteContactTitle",
    deleteQuestion: "confirm.deleteContactQuestion",
    conflict: "modal.contactConflict",
    gone: "errors.contactNotFound",
  },
  project: {
    edit: "modal.editProject",
    delete: "modal.deleteProject",
    deleteTitle: "confirm.deleteProjectTitle",
    deleteQuestion: "confirm.deleteProjectQuestion",
    conflict: "modal.projectConflict",
    gone: "errors.projectNotFound",
  },
} as const;

/** What an item's edit form is given: the save (it throws the API's error) and the way out. */
export interface EditProps<V> {
  saving: boolean;
  onSave: (values: V) => Promise<void>;
  onCancel: () => void;
}

/**
 * A contact or deal of the company modal: what it says (`children`) with Edit and Delete (Delete asks
 * first, SPEC.md's dialogs), or its edit form (`form`) in its place. A save someone else's change came
 * before, or of a record gone meanwhile, closes the form with a notice; another refusal stays in the form
 * (its fields' messages).
 */
export function DetailItem<V>({
  kind,
  record,
  saving,
  save,
  remove,
  form,
  children,
}: {
  kind: keyof typeof TEXTS;
  record: { name: string };
  saving: boolean;
  save: (values: V) => Promise<unknown>;
  remove: () => Promise<boolean>;
  form: (edit: EditProps<V>) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("crm");
  const texts = TEXTS[kind];
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const onSave = async (values: V) => {
    setNotice(null);
    try {
      await save(values);
      setEditing(false);
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome.kind !== "conflict" && outcome.kind !== "gone") throw error;
      setNotice(t(outcome.kind === "conflict" ? texts.conflict : texts.gone));
      setEditing(false);
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 bg-surface p-4">
      {notice ? <Notice>{notice}</Notice> : null}
      {editing ? (
        form({ saving, onSave, onCancel: () => setEditing(false) })
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {children}
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t(texts.edit, { name: record.name })}
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
            </Button>
            <ConfirmDelete
              title={t(texts.deleteTitle)}
              description={<p>{withUserText(t(texts.deleteQuestion, { name: USER_TEXT }), record.name)}</p>}
              confirmLabel={t("confirm.delete")}
              onConfirm={remove}
              trigger={
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:bg-red-50"
                  aria-label={t(texts.delete, { name: record.name })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              }
            />
          </div>
        </div>
      )}
    </li>
  );
}
