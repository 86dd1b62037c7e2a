import type { ReactNode } from "react";
import type { Company } from "#core/domain/crm";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "../shared/format";
import { nextActionText } from "../shared/next-action";
import { industryView } from "../shared/solution";

function Item({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

/** Both columns on a phone, one of two on a wider screen (the follow-up's due date and owner share a row). */
const WIDE = "col-span-2 sm:col-span-1";

/** The company's fields in view mode (the next action with its follow-up's due date and owner), with the spec's words for what is missing. */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation(["crm", "industries", "pipeline"]);
  const lang = useLang();
  const view = industryView(company.industry, t);
  return (
    <dl className="grid grid-cols-2 gap-4">
      <Item label={t("modal.assignedSolution")} className={WIDE}>
        {view.solution > 0
          ? t("modal.solutionNumber", { number: view.solution, name: view.solutionName })
          : view.solutionName}
      </Item>
      <Item label={t("modal.lastContact")} className={WIDE}>
        {formatDate(company.lastContact, lang) ?? t("modal.notRecorded")}
      </Item>
      <Item label={t("modal.nextAction")} className={WIDE}>
        {company.nextAction ? (
          <UserText>{nextActionText(company.nextAction, t)}</UserText>
        ) : (
          t("card.noAction")
        )}
      </Item>
      <Item label={t("pipeline:fields.due")}>
        {formatDate(company.nextActionDue, lang) ?? t("modal.noDueDate")}
      </Item>
      <Item label={t("pipeline:fields.owner")}>
        {company.nextActionOwner ? (
          <UserText>{company.nextActionOwner}</UserText>
        ) : (
          t("pipeline:fields.noOwner")
        )}
      </Item>
      <Item label={t("modal.website")} className={WIDE}>
        {company.website ? (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer"
            className="ltr-isolate font-medium text-primary underline hover:text-primary-dark"
          >
            {company.website}
          </a>
        ) : (
          t("modal.noWebsite")
        )}
      </Item>
      <Item label={t("modal.notes")} className="col-span-2">
        {company.notes ? (
          <UserText className="whitespace-pre-wrap">{company.notes}</UserText>
        ) : (
          t("modal.noNotes")
        )}
      </Item>
    </dl>
  );
}
