import type { BaseSyntheticEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";

/**
 * The company modal's form of one contact or deal, new or edited in place: its fields (`children`), then
 * Cancel and Save ('Saving...' and both disabled while the save is under way).
 */
export function RecordForm({
  label,
  saveLabel,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("crm");
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {children}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          {t("modal.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t("modal.saving") : saveLabel}
        </Button>
      </div>
    </form>
  );
}
