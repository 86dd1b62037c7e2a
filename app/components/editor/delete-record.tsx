import { Trash2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { toast } from "~/components/ui/toast";

/**
 * Delete a record for good, after asking (ConfirmAction): `remove` calls the API; a refusal is said with its
 * message (`failed` when it has none) and the dialog stays; once gone, `done` is said and `onDeleted` runs.
 * `button` is the trigger's look and accessible wiring; `label` its text.
 */
export function DeleteRecord({
  button,
  label,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  failed,
  done,
  remove,
  onDeleted,
}: {
  button: Omit<ComponentProps<typeof Button>, "children" | "type">;
  label: string;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  failed: string;
  done: string;
  remove: () => Promise<unknown>;
  onDeleted: () => unknown;
}) {
  const confirm = async () => {
    try {
      await remove();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : failed);
      return false;
    }
    toast.success(done);
    await onDeleted();
    return true;
  };
  return (
    <ConfirmAction
      trigger={
        <Button type="button" {...button}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {label}
        </Button>
      }
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      onConfirm={confirm}
    />
  );
}

/** DeleteRecord's texts from a namespace's `editor.delete` (button, title, confirm), `.deleteConfirm`... */
export const editorDeleteTexts = (t: (key: string) => string) => ({
  label: t("editor.delete"),
  title: t("editor.delete"),
  description: t("editor.deleteConfirm"),
  cancelLabel: t("editor.deleteCancel"),
  confirmLabel: t("editor.delete"),
  busyLabel: t("editor.deleting"),
  done: t("editor.deleted"),
});
