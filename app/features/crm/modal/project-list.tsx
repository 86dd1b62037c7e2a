import { useState } from "react";
import { isProjectStage } from "#core/domain/crm";
import { isCurrency } from "#core/domain/currency";
import type { Project } from "#core/domain/deals";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchProjects } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { formatMoney } from "../board/money";
import { Notice } from "../shared/form-bits";
import { formatDate } from "../shared/format";
import { AddInPlace } from "./add-in-place";
import { DetailList } from "./detail-list";
import { ProjectAddForm } from "./project-add-form";
import { ProjectEditForm } from "./project-edit-form";
import { RowActions } from "./row-actions";
import { outcomeOf, type useCompanyMutations } from "./use-company-mutations";

type Mutations = ReturnType<typeof useCompanyMutations>;

/** The company's projects: name, Deal Value, Stage, Start and End, each with Edit and Delete. */
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
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const notSet = t("modal.notSet");
  const facts = [
    [
      t("modal.dealValue"),
      project.dealValue === null
        ? notSet
        : formatMoney(
            { currency: isCurrency(project.currency) ? project.currency : "SAR", amount: project.dealValue },
            lang,
          ),
    ],
    [
      t("modal.projectStage"),
      isProjectStage(project.stage) ? t(`projectStage.${project.stage}`) : project.stage,
    ],
    [t("modal.start"), formatDate(project.startDate, lang) ?? notSet],
    [t("modal.end"), formatDate(project.endDate, lang) ?? notSet],
  ] as const;
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
              }
            }
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 space-y-2">
            <p className="font-semibold text-ink">
              <UserText>{project.name}</UserText>
            </p>
            {/* As many columns as fit (one a row on a phone), so a long amount never runs into the stage. */}
            <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,8.5rem),1fr))] gap-x-4 gap-y-1 text-sm">
              {facts.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-muted">{label}</dt>
                  <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
            {project.deliverables ? (
              <p className="text-sm whitespace-pre-wrap text-muted">
                <span className="font-medium text-ink">{t("modal.deliverables")}: </span>
                <UserText>{project.deliverables}</UserText>
              </p>
            ) : null}
          </div>
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
