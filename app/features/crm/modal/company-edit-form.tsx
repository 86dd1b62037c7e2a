import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { DialogBody, DialogFooter } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { COMPANY_STAGES, type Company, type CompanyChangesForm, companyChangesSchema } from "~/domain/crm";
import { useTranslation } from "~/i18n/react";
import { FollowUpFields } from "../board/follow-up-fields";
import { useErrorText } from "../shared/form-bits";

type Output = z.output<typeof companyChangesSchema>;

/** Edit mode: the six stages, last contact, next action, website and notes; Save Changes or Cancel. */
export function CompanyEditForm({
  company,
  saving,
  onSave,
  onCancel,
}: {
  company: Company;
  saving: boolean;
  onSave: (values: Output) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("crm");
  const errorText = useErrorText();
  const form = useForm<CompanyChangesForm, unknown, Output>({
    resolver: zodResolver(companyChangesSchema),
    defaultValues: {
      stage: COMPANY_STAGES.find((s) => s === company.stage) ?? "lead",
      lastContact: company.lastContact ?? "",
      nextAction: company.nextAction ?? "",
      nextActionDue: company.nextActionDue ?? "",
      nextActionOwner: company.nextActionOwner ?? "",
      website: company.website ?? "",
      notes: company.notes ?? "",
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="grid gap-4 sm:grid-cols-2">
        <Field id="edit-stage" label={t("modal.stage")} error={errorText(errors.stage)}>
          {(control) => (
            <Select {...control} {...form.register("stage")}>
              {COMPANY_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {t(`stage.${stage}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="edit-last-contact" label={t("modal.lastContact")} error={errorText(errors.lastContact)}>
          {(control) => <Input type="date" {...control} {...form.register("lastContact")} />}
        </Field>
        <Field
          id="edit-next-action"
          label={t("modal.nextAction")}
          error={errorText(errors.nextAction)}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              placeholder={t("modal.nextActionPlaceholder")}
              {...form.register("nextAction")}
            />
          )}
        </Field>
        <FollowUpFields
          due={form.register("nextActionDue")}
          owner={form.register("nextActionOwner")}
          errors={{ due: errors.nextActionDue, owner: errors.nextActionOwner }}
          currentOwner={company.nextActionOwner}
        />
        <Field
          id="edit-website"
          label={t("modal.website")}
          error={errorText(errors.website)}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              type="url"
              dir="ltr"
              inputMode="url"
              placeholder={t("modal.websitePlaceholder")}
              {...control}
              {...form.register("website")}
            />
          )}
        </Field>
        <Field
          id="edit-notes"
          label={t("modal.notes")}
          error={errorText(errors.notes)}
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={4} {...control} {...form.register("notes")} />}
        </Field>
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
