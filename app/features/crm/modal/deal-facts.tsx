import { todayIso } from "#core/domain/crm";
import { isCurrency } from "#core/domain/currency";
import type { Project } from "#core/domain/deals";
import { formatMoney } from "#core/lib/format";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "../shared/format";
import { StageBadge } from "../shared/stage-badge";

/**
 * What a deal row of the company window shows: its name and stage, amount in its currency, owner,
 * expected close, project status, start and end (and why it was lost), its next step with the day it is due (overdue
 * marked in words, not colour alone) and deliverables.
 */
export function DealFacts({ project }: { project: Project }) {
  const { t } = useTranslation(["crm", "deals"]);
  const lang = useLang();
  const notSet = t("modal.notSet");
  const currency = isCurrency(project.currency) ? project.currency : "SAR";
  const facts = [
    [
      t("deals:fields.amount"),
      project.dealValue === null ? notSet : formatMoney(project.dealValue, currency, lang, { whole: true }),
    ],
    [
      t("deals:fields.owner"),
      project.owner ? <UserText key="owner">{project.owner}</UserText> : t("deals:list.ownerNone"),
    ],
    [t("deals:fields.expectedClose"), formatDate(project.expectedClose, lang) ?? notSet],
    [t("modal.projectStage"), t(`projectStage.${project.stage}`, { defaultValue: project.stage })],
    [t("modal.start"), formatDate(project.startDate, lang) ?? notSet],
    [t("modal.end"), formatDate(project.endDate, lang) ?? notSet],
  ] as const;
  const overdue = project.nextActionDue !== null && project.nextActionDue < todayIso();
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        <UserText>{project.name}</UserText>
        <StageBadge stage={project.dealStage} />
      </p>
      {/* As many columns as fit (one a row on a phone), so a long amount never runs into the next fact. */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,8.5rem),1fr))] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {project.dealStage === "lost" && project.lostReason ? (
        <p className="text-sm">
          <span className="font-medium text-ink">{t("deals:fields.lostReason")}: </span>
          {t(`deals:lostReasons.${project.lostReason}`)}
          {project.lostNote ? (
            <>
              {" – "}
              <UserText>{project.lostNote}</UserText>
            </>
          ) : null}
        </p>
      ) : null}
      {project.nextAction || project.nextActionDue ? (
        <p className="text-sm" data-overdue={overdue || undefined}>
          <span className="font-medium text-ink">{t("deals:list.nextStep")}: </span>
          {project.nextAction ? <UserText>{project.nextAction}</UserText> : null}
          {project.nextActionDue ? (
            <span className={overdue ? "font-semibold text-red-800" : "text-muted"}>
              {" · "}
              {overdue
                ? `${t("deals:list.overdue")}: ${formatDate(project.nextActionDue, lang)}`
                : formatDate(project.nextActionDue, lang)}
            </span>
          ) : null}
        </p>
      ) : null}
      {project.deliverables ? (
        <p className="text-sm whitespace-pre-wrap text-muted">
          <span className="font-medium text-ink">{t("modal.deliverables")}: </span>
          <UserText>{project.deliverables}</UserText>
        </p>
      ) : null}
    </div>
  );
}
