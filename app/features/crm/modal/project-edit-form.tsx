import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PROJECT_STAGES } from "#core/domain/crm";
import { CURRENCIES } from "#core/domain/currency";
import { type Project, type ProjectChangesForm, projectChangesSchema } from "#core/domain/deals";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { ProjectFields } from "../shared/project-fields";

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
  useReportUnsaved(form.formState.isDirty);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSave)}
      aria-label={t("modal.editProject", { name: project.name })}
      className="grid gap-3 sm:grid-cols-2"
    >
      <ProjectFields
        mode="edit"
        idPrefix={`project-${project.id}`}
        register={(field) => form.register(field)}
        errors={errors}
      />
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
