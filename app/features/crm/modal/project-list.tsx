import type { Project } from "#core/domain/deals";
import { useTranslation } from "~/i18n/react";
import { fetchProjects } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { AddInPlace } from "./add-in-place";
import { DealFacts } from "./deal-facts";
import { DetailItem } from "./detail-item";
import { DetailList } from "./detail-list";
import { ProjectAddForm } from "./project-add-form";
import { ProjectEditForm, type ProjectEditValues } from "./project-edit-form";
import type { useCompanyMutations } from "./use-company-mutations";

type Mutations = ReturnType<typeof useCompanyMutations>;

/** The company's deals (the API's projects), each with its facts, Edit and Delete. */
export function ProjectList({ companyId, mutations }: { companyId: number; mutations: Mutations }) {
  const { t } = useTranslation("crm");
  return (
    <DetailList
      id="modal-projects"
      title={t("modal.projects")}
      empty={t("modal.noProjects")}
      queryKey={crmKeys.projects(companyId)}
      fetch={(lang, signal) => fetchProjects(lang, companyId, signal)}
      add={
        <AddInPlace label={t("modal.addProject")}>
          {(close) => <ProjectAddForm companyId={companyId} onDone={close} />}
        </AddInPlace>
      }
      renderItem={(project) => <ProjectItem key={project.id} project={project} mutations={mutations} />}
    />
  );
}

function ProjectItem({ project, mutations }: { project: Project; mutations: Mutations }) {
  return (
    <DetailItem
      kind="project"
      record={project}
      saving={mutations.saveProject.isPending}
      save={(values: ProjectEditValues) =>
        mutations.saveProject.mutateAsync({ id: project.id, body: { ...values, version: project.version } })
      }
      remove={() => mutations.removeProject(project)}
      form={(edit) => <ProjectEditForm project={project} {...edit} />}
    >
      <DealFacts project={project} />
    </DetailItem>
  );
}
