import type { ReactNode } from "react";
import { UserText } from "~/components/ui/user-text";
import type { Company } from "~/domain/crm";
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

/** The company's fields in view mode, with the spec's words for what is missing. */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation(["crm", "industries"]);
  const lang = useLang();
  const view = industryView(company.industry, t);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label={t("modal.assignedSolution")}>
        {view.solution > 0
          ? t("modal.solutionNumber", { number: view.solution, name: view.solutionName })
          : view.solutionName}
      </Item>
      <Item label={t("modal.lastContact")}>
        {formatDate(company.lastContact, lang) ?? t("modal.notRecorded")}
      </Item>
      <Item label={t("modal.nextAction")}>
        {company.nextAction ? (
          <UserText>{nextActionText(company.nextAction, t)}</UserText>
        ) : (
          t("card.noAction")
        )}
      </Item>
      <Item label={t("modal.website")}>
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
      <Item label={t("modal.notes")} className="sm:col-span-2">
        {company.notes ? (
          <UserText className="whitespace-pre-wrap">{company.notes}</UserText>
        ) : (
          t("modal.noNotes")
        )}
      </Item>
    </dl>
  );
}
