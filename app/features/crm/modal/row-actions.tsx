import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { ConfirmDelete } from "../shared/confirm-delete";

/** The edit and delete buttons of a contact or project row; delete asks first (SPEC.md's dialogs). */
export function RowActions(props: {
  editLabel: string;
  deleteLabel: string;
  deleteTitle: string;
  deleteQuestion: ReactNode;
  onEdit: () => void;
  onDelete: () => Promise<boolean>;
}) {
  const { t } = useTranslation("crm");
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" aria-label={props.editLabel} onClick={props.onEdit}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </Button>
      <ConfirmDelete
        title={props.deleteTitle}
        description={<p>{props.deleteQuestion}</p>}
        confirmLabel={t("confirm.delete")}
        onConfirm={props.onDelete}
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-red-50"
            aria-label={props.deleteLabel}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        }
      />
    </div>
  );
}
