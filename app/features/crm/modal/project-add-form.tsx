import { newProjectSchema } from "#core/domain/deals";
import { useTranslation } from "~/i18n/react";
import { createProject } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { EMPTY_PROJECT, ProjectFields, type ProjectValues } from "../shared/project-fields";
import { useCreateForm } from "../shared/use-create-form";
import { InPlaceForm } from "./in-place-form";

/** A new project of the company, typed in place in the company modal and saved through POST /api/crm/projects. */
export function ProjectAddForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation("crm");
  const setup = useCreateForm<ProjectValues, typeof newProjectSchema, unknown>({
    schema: newProjectSchema,
    defaultValues: { ...EMPTY_PROJECT, companyId: String(companyId) },
    create: createProject,
    serverFields: ["projectName", "dealValue", "currency", "stage", "startDate", "endDate", "deliverables"],
    savedToast: t("toast.projectSaved"),
    invalidate: () => [crmKeys.company(companyId), crmKeys.views()],
    onSaved: onDone,
  });
  return (
    <InPlaceForm kind="project" setup={setup} companyId={companyId} focus="projectName" onDone={onDone}>
      {(fields) => <ProjectFields {...fields} />}
    </InPlaceForm>
  );
}
