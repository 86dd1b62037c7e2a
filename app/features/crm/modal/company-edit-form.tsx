import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { DialogBody, DialogFooter } from "~/components/ui/dialog";
import type { DuplicateMatch } from "~/domain/company-duplicates";
import { COMPANY_STAGES, type Company, type CompanyChangesForm, companyChangesSchema } from "~/domain/crm";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { FollowUpFields } from "../board/follow-up-fields";
import { CompanyFields } from "../shared/company-fields";
import { DuplicateWarning } from "../shared/duplicate-warning";
import { nextActionText } from "../shared/next-action";

type Output = z.output<typeof companyChangesSchema>;

/**
 * Edit mode: the six stages, last contact, next action, website and notes; Save Changes or Cancel. A new
 * website another company has shows the duplicate warning ("Open <name>" / "Save anyway"), the typed
 * fields kept.
 */
export function CompanyEditForm({
  company,
  saving,
  duplicates,
  onSave,
  onCancel,
}: {
  company: Company;
  saving: boolean;
  duplicates: DuplicateMatch[] | null;
  onSave: (values: Output, confirmDuplicate: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("crm");
  const form = useForm<CompanyChangesForm, unknown, Output>({
    resolver: zodResolver(companyChangesSchema),
    defaultValues: {
      stage: COMPANY_STAGES.find((s) => s === company.stage) ?? "lead",
      lastContact: company.lastContact ?? "",
      nextAction: nextActionText(company.nextAction, t) ?? "",
      nextActionDue: company.nextActionDue ?? "",
      nextActionOwner: company.nextActionOwner ?? "",
      website: company.website ?? "",
      notes: company.notes ?? "",
    },
  });
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  // Edit moves the focus to the first field.
  useEffect(() => form.setFocus("stage"), [form]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSave(values, false))}
      className="flex min-h-0 flex-1 flex-col"
    >
      <DialogBody className="grid gap-4 sm:grid-cols-2">
        <CompanyFields
          mode="edit"
          idPrefix="edit"
          register={(field) => form.register(field)}
          errors={errors}
        />
        <FollowUpFields
          due={form.register("nextActionDue")}
          owner={form.register("nextActionOwner")}
          errors={{ due: errors.nextActionDue, owner: errors.nextActionOwner }}
          currentOwner={company.nextActionOwner}
        />
        {duplicates ? (
          <DuplicateWarning
            matches={duplicates}
            saving={saving}
            confirmLabel={t("duplicates.saveAnyway")}
            onConfirm={() => void form.handleSubmit((values) => onSave(values, true))()}
          />
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t("modal.cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t("modal.saving") : t("modal.saveChanges")}
        </Button>
      </DialogFooter>
    </form>
  );
}
