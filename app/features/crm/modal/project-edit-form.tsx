import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { PROJECT_STAGES, type Project, type ProjectChangesForm, projectChangesSchema } from "~/domain/crm";
import { CURRENCIES } from "~/domain/currency";
import { useTranslation } from "~/i18n/react";
import { CurrencyField } from "../board/follow-up-fields";
import { useErrorText } from "../shared/form-bits";

type Output = z.output<typeof projectChangesSchema>;

/** A project's fields, edited in place in the company modal. */
export function ProjectEditForm({
  project,
  saving,
  onSave,
  onCancel,
}: {
  project: Project;
  saving: boolean;
  onSave: (values: Output) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("crm");
  const errorText = useErrorText();
  const form = useForm<ProjectChangesForm, unknown, Output>({
    resolver: zodResolver(projectChangesSchema),
    defaultValues: {
      projectName: project.name,
      dealValue: project.dealValue === null ? "" : String(project.dealValue),
      currency: CURRENCIES.find((c) => c === project.currency) ?? "SAR",
      stage: PROJECT_STAGES.find((s) => s === project.stage) ?? "proposal",
      startDate: project.startDate ?? "",
      endDate: project.endDate ?? "",
      deliverables: project.deliverables ?? "",
    },
  });
  const { errors } = form.formState;
  const id = (field: string) => `project-${project.id}-${field}`;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSave)}
      aria-label={t("modal.editProject", { name: project.name })}
      className="grid gap-3 sm:grid-cols-2"
    >
      <Field id={id("name")} label={t("modal.projectName")} required error={errorText(errors.projectName)}>
        {(control) => <Input autoComplete="off" {...control} {...form.register("projectName")} />}
      </Field>
      <Field id={id("value")} label={t("pipeline:fields.dealValue")} error={errorText(errors.dealValue)}>
        {(control) => (
          <Input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            {...control}
            {...form.register("dealValue")}
          />
        )}
      </Field>
      <CurrencyField id={id("currency")} register={form.register("currency")} error={errors.currency} />
      <Field id={id("stage")} label={t("modal.projectStage")} error={errorText(errors.stage)}>
        {(control) => (
          <Select {...control} {...form.register("stage")}>
            {PROJECT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`projectStage.${stage}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={id("start")} label={t("modal.startDate")} error={errorText(errors.startDate)}>
          {(control) => <Input type="date" {...control} {...form.register("startDate")} />}
        </Field>
        <Field id={id("end")} label={t("modal.endDate")} error={errorText(errors.endDate)}>
          {(control) => <Input type="date" {...control} {...form.register("endDate")} />}
        </Field>
      </div>
      <Field
        id={id("deliverables")}
        label={t("modal.deliverables")}
        error={errorText(errors.deliverables)}
        className="sm:col-span-2"
      >
        {(control) => <Textarea rows={3} {...control} {...form.register("deliverables")} />}
      </Field>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          {t("modal.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t("modal.saving") : t("modal.saveChanges")}
        </Button>
      </div>
    </form>
  );
}
