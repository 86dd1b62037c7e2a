import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { Project } from "#core/domain/deals";
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
import { RecordForm } from "./record-form";

export type ProjectEditValues = z.output<typeof projectChangesForm>;

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
  onSave: (values: ProjectEditValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation("crm");
  const form = useForm<ProjectValues, unknown, ProjectEditValues>({
    resolver: stringFormResolver<ProjectValues, typeof projectChangesForm>(projectChangesForm),
    defaultValues: projectFormValues(project),
  });
  useReportUnsaved(form.formState.isDirty);
  return (
    <RecordForm
      label={t("modal.editProject", { name: project.name })}
      saveLabel={t("modal.saveChanges")}
      saving={saving}
      onSubmit={form.handleSubmit((values) =>
        onSave(values).catch((error: unknown) => {
          showServerErrors(error, form.setError, PROJECT_SERVER_FIELDS);
        }),
      )}
      onCancel={onCancel}
    >
      <ProjectFields
        mode="edit"
        idPrefix={`project-${project.id}`}
        register={(field) => form.register(field)}
        errors={form.formState.errors}
        {...dealFormBits(false, form)}
      />
    </RecordForm>
  );
}
