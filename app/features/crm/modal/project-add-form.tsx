import { useTranslation } from "~/i18n/react";
import { createProject } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { dealFormBits, ProjectFields } from "../shared/project-fields";
import {
  EMPTY_PROJECT,
  newProjectForm,
  PROJECT_SERVER_FIELDS,
  type ProjectValues,
} from "../shared/project-values";
import { useCreateForm } from "../shared/use-create-form";
import { InPlaceForm } from "./in-place-form";

/** A new deal of the company, typed in place in the company window and saved through POST /api/crm/projects. */
export function ProjectAddForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation("crm");
  const setup = useCreateForm<ProjectValues, typeof newProjectForm, unknown>({
    schema: newProjectForm,
    defaultValues: { ...EMPTY_PROJECT, companyId: String(companyId) },
    create: createProject,
    serverFields: PROJECT_SERVER_FIELDS,
    savedToast: t("toast.projectSaved"),
    invalidate: () => [crmKeys.company(companyId), crmKeys.views()],
    onSaved: onDone,
  });
  return (
    <InPlaceForm kind="project" setup={setup} companyId={companyId} focus="projectName" onDone={onDone}>
      {(fields) => <ProjectFields {...fields} {...dealFormBits(true, setup.form)} />}
    </InPlaceForm>
  );
}
