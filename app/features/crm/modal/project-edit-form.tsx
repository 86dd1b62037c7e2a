import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { Project } from "#core/domain/deals";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useReportUnsaved } from "~/lib/unsaved";
import { showServerErrors, stringFormResolver } from "../shared/form-bits";
import { dealFormBits, ProjectFields } from "../shared/project-fields";
import {
  PROJECT_SERVER_FIELDS,
  type ProjectValues,
  projectChangesForm,
  projectFormValues,
} from "../shared/project-values";

type Output = z.output<typeof projectChangesForm>;

/**
 * A deal's fields, edited in place in the company window. A save the server refuses puts its message on
 * the field (`onSave` throws the API's error).
 */
export function ProjectEditForm({
  project,
  saving,
  onSave,
  onCancel,
}: {
  project: Project;
  saving: boolean;
  onSave: (values: Output) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("crm");
  const form = useForm<ProjectValues, unknown, Output>({
    resolver: stringFormResolver<ProjectValues, typeof projectChangesForm>(projectChangesForm),
    defaultValues: projectFormValues(project),
  });
  useReportUnsaved(form.formState.isDirty);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        onSave(values).catch((error: unknown) => {
          showServerErrors(error, form.setError, PROJECT_SERVER_FIELDS);
        }),
      )}
      aria-label={t("modal.editProject", { name: project.name })}
      className="grid gap-3 sm:grid-cols-2"
    >
      <ProjectFields
        mode="edit"
        idPrefix={`project-${project.id}`}
        register={(field) => form.register(field)}
        errors={form.formState.errors}
        {...dealFormBits(false, form)}
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
