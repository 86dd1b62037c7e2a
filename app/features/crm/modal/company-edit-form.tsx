import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { DuplicateMatch } from "#core/domain/company-duplicates";
import { type Company, companyEditSchema } from "#core/domain/crm";
import { Button } from "~/components/ui/button";
import { DialogBody, DialogFooter } from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { FollowUpFields } from "../board/follow-up-fields";
import { CompanyFields } from "../shared/company-fields";
import { DuplicateWarning, duplicatesOf } from "../shared/duplicate-warning";
import { stringFormResolver } from "../shared/form-bits";
import { ConflictPanel } from "./edit-conflict";
import { type EditField, type EditValues, editValuesOf, type FieldConflict, mergeEdits } from "./edit-values";
import { NameIndustryFields } from "./name-industry-fields";
import { outcomeOf, type useCompanyMutations } from "./use-company-mutations";

type Output = z.output<typeof companyEditSchema>;

/**
 * Edit mode: name and industry, the six stages, last contact, next action with its follow-up, website and
 * notes; Save Changes or Cancel. A new name or website like another company's shows the duplicate warning
 * ("Open <name>" / "Save anyway"); someone else's save meanwhile keeps what is typed and asks, field by
 * field, whose value to keep (ConflictPanel). The typed fields are never thrown away.
 */
export function CompanyEditForm({
  company,
  save,
  onSaved,
  onCancel,
  onGone,
}: {
  company: Company;
  save: ReturnType<typeof useCompanyMutations>["saveCompany"];
  onSaved: () => void;
  onCancel: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation("crm");
  // The version this edit is based on: the one opened, then the one someone else saved meanwhile.
  const [base, setBase] = useState(company);
  const [duplicates, setDuplicates] = useState<DuplicateMatch[] | null>(null);
  const [conflicts, setConflicts] = useState<FieldConflict[] | null>(null);
  const [choices, setChoices] = useState<Partial<Record<EditField, "mine" | "theirs">>>({});
  const form = useForm<EditValues, unknown, Output>({
    resolver: stringFormResolver(companyEditSchema),
    defaultValues: editValuesOf(company, t),
  });
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);
  // Edit moves the focus to the first field.
  useEffect(() => form.setFocus("companyName"), [form]);

  const submit = async (values: Output, confirmDuplicate: boolean) => {
    setDuplicates(null);
    try {
      await save.mutateAsync({
        ...values,
        version: base.version,
        ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
      });
      onSaved();
    } catch (error) {
      // A name or website another company has: the warning shows in the form, the typed fields stay.
      const matches = duplicatesOf(error);
      if (matches) return setDuplicates(matches);
      const outcome = outcomeOf<Company>(error);
      if (outcome.kind === "gone") onGone();
      if (outcome.kind !== "conflict" || !outcome.current) return;
      const merged = mergeEdits(editValuesOf(base, t), editValuesOf(outcome.current, t), form.getValues());
      for (const [field, value] of Object.entries(merged.values) as [EditField, string][])
        if (value !== form.getValues(field)) form.setValue(field, value, { shouldDirty: true });
      setBase(outcome.current);
      setConflicts(merged.conflicts);
      setChoices({});
    }
  };
  const onSubmit = (confirmDuplicate: boolean) =>
    form.handleSubmit((values) => submit(values, confirmDuplicate));

  return (
    <form noValidate onSubmit={onSubmit(false)} className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="grid gap-4 sm:grid-cols-2">
        {conflicts ? (
          <ConflictPanel
            conflicts={conflicts}
            chosen={(field) => choices[field] ?? "mine"}
            onChoose={(conflict, choice) => {
              setChoices((before) => ({ ...before, [conflict.field]: choice }));
              form.setValue(conflict.field, conflict[choice], { shouldDirty: true, shouldValidate: true });
            }}
          />
        ) : null}
        <NameIndustryFields register={form.register} errors={errors} industry={base.industry} />
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
          currentOwner={base.nextActionOwner}
        />
        {duplicates ? (
          <DuplicateWarning
            matches={duplicates}
            saving={save.isPending}
            confirmLabel={t("duplicates.saveAnyway")}
            onConfirm={() => void onSubmit(true)()}
          />
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
          {t("modal.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("modal.saving") : t("modal.saveChanges")}
        </Button>
      </DialogFooter>
    </form>
  );
}
