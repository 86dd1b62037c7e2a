import { newProjectSchema } from "~/domain/crm";
import { useTranslation } from "~/i18n/react";
import { createProject } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { ProjectFields } from "../shared/project-fields";
import { useCreateForm } from "../shared/use-create-form";
import { InPlaceForm } from "./in-place-form";

interface Values {
  companyId: string;
  projectName: string;
  dealValue: string;
  currency: string;
  stage: string;
  startDate: string;
  endDate: string;
  deliverables: string;
}

/** A new project of the company, typed in place in the company modal and saved through POST /api/crm/projects. */
export function ProjectAddForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const { t } = useTranslation("crm");
  const setup = useCreateForm<Values, typeof newProjectSchema, unknown>({
    schema: newProjectSchema,
    defaultValues: {
      companyId: String(companyId),
      projectName: "",
      dealValue: "",
      currency: "SAR",
      stage: "proposal",
      startDate: "",
      endDate: "",
      deliverables: "",
    },
    create: createProject,
    serverFields: ["projectName", "dealValue", "currency", "stage", "startDate", "endDate", "deliverables"],
    savedToast: t("toast.projectSaved"),
    invalidate: () => [crmKeys.company(companyId), ["crm", "pipeline"]],
    onSaved: onDone,
  });
  return (
    <InPlaceForm kind="project" setup={setup} companyId={companyId} focus="projectName" onDone={onDone}>
      {(fields) => <ProjectFields {...fields} />}
    </InPlaceForm>
  );
}
