import { useState } from "react";
import type { Project } from "#core/domain/deals";
import { USER_TEXT, withUserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/react";
import { fetchProjects } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { Notice } from "../shared/form-bits";
import { AddInPlace } from "./add-in-place";
import { DealFacts } from "./deal-facts";
import { DetailList } from "./detail-list";
import { ProjectAddForm } from "./project-add-form";
import { ProjectEditForm } from "./project-edit-form";
import { RowActions } from "./row-actions";
import { outcomeOf, type useCompanyMutations } from "./use-company-mutations";

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
  const { t } = useTranslation("crm");
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <li className="rounded-xl border border-slate-200 bg-surface p-4">
      {notice ? <Notice>{notice}</Notice> : null}
      {editing ? (
        <ProjectEditForm
          project={project}
          saving={mutations.saveProject.isPending}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            setNotice(null);
            try {
              await mutations.saveProject.mutateAsync({
                id: project.id,
                body: { ...values, version: project.version },
              });
              setEditing(false);
            } catch (error) {
              const outcome = outcomeOf<Project>(error);
              if (outcome.kind === "conflict" || outcome.kind === "gone") {
                setNotice(
                  outcome.kind === "conflict" ? t("modal.projectConflict") : t("errors.projectNotFound"),
                );
                setEditing(false);
                return;
              }
              throw error;
            }
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <DealFacts project={project} />
          <RowActions
            editLabel={t("modal.editProject", { name: project.name })}
            deleteLabel={t("modal.deleteProject", { name: project.name })}
            deleteTitle={t("confirm.deleteProjectTitle")}
            deleteQuestion={withUserText(
              t("confirm.deleteProjectQuestion", { name: USER_TEXT }),
              project.name,
            )}
            onEdit={() => {
              setNotice(null);
              setEditing(true);
            }}
            onDelete={() => mutations.removeProject(project)}
          />
        </div>
      )}
    </li>
  );
}
