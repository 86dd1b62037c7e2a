import type { ReactNode } from "react";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { useTranslation } from "~/i18n/react";

/**
 * A delete button that first asks (SPEC.md's three confirmation dialogs). The dialog stays open, its
 * button saying 'Deleting...', until the server has answered; `onConfirm` resolves true when deleted.
 */
export function ConfirmDelete(props: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
}) {
  const { t } = useTranslation("crm");
  return <ConfirmAction {...props} cancelLabel={t("confirm.cancel")} busyLabel={t("confirm.deleting")} />;
}
