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
import { AddForm, useAddForm } from "./add-form";

/** The Deal tab: company and name required, the deal's fields as in the company window. */
export function ProjectForm({
  companyId = "",
}: {
  /** A company to choose at once (from the URL). */
  companyId?: string;
}) {
  const { t } = useTranslation("crm");
  const setup = useAddForm<ProjectValues, typeof newProjectForm, { companyId: number }>(companyId, {
    schema: newProjectForm,
    defaultValues: EMPTY_PROJECT,
    create: createProject,
    serverFields: PROJECT_SERVER_FIELDS,
    savedToast: t("toast.projectSaved"),
    invalidate: (project) => [crmKeys.projects(project.companyId), crmKeys.views()],
  });
  return (
    <AddForm kind="project" setup={setup}>
      {(fields) => <ProjectFields {...fields} {...dealFormBits(true, setup.form)} />}
    </AddForm>
  );
}
