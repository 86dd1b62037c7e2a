import { newProjectSchema } from "#core/domain/deals";
import { useTranslation } from "~/i18n/react";
import { createProject } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { EMPTY_PROJECT, ProjectFields, type ProjectValues } from "../shared/project-fields";
import { AddForm, useAddForm } from "./add-form";

/** The Project tab: company and name required, deal value in SAR, stage (proposal by default), dates, deliverables. */
export function ProjectForm({
  companyId = "",
}: {
  /** A company to choose at once (from the URL). */
  companyId?: string;
}) {
  const { t } = useTranslation("crm");
  const setup = useAddForm<ProjectValues, typeof newProjectSchema, { companyId: number }>(companyId, {
    schema: newProjectSchema,
    defaultValues: EMPTY_PROJECT,
    create: createProject,
    serverFields: ["companyId", "projectName", "dealValue", "currency", "stage", "startDate", "endDate"],
    savedToast: t("toast.projectSaved"),
    invalidate: (project) => [crmKeys.projects(project.companyId), crmKeys.views()],
  });
  return (
    <AddForm kind="project" setup={setup}>
      {(fields) => <ProjectFields {...fields} />}
    </AddForm>
  );
}
