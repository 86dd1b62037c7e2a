import { ExternalLink } from "lucide-react";
import type { Company } from "#core/domain/crm";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { SelectableTitle } from "../bulk/selectable-title";
import type { Selection } from "../bulk/use-selection";
import { formatDate } from "../shared/format";
import { nextActionText } from "../shared/next-action";
import { industryView } from "../shared/solution";
import { StageBadge } from "../shared/stage-badge";

/**
 * One company in the grid; the whole card opens the company, the website link opens the site, the
 * checkbox picks it for a bulk action.
 */
export function CompanyCard({
  company,
  onOpen,
  selection,
}: {
  company: Company;
  onOpen: (company: Company) => void;
  selection: Selection;
}) {
  const { t } = useTranslation(["crm", "industries"]);
  const lang = useLang();
  const view = industryView(company.industry, t);
  return (
    <article
      className={`relative flex h-full flex-col gap-3 rounded-2xl border border-s-4 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md ${
        selection.isSelected(company.id) ? "border-primary ring-2 ring-primary" : "border-slate-200"
      }`}
      style={{ borderInlineStartColor: view.color }}
    >
      <SelectableTitle variant="grid" company={company} selection={selection} onOpen={() => onOpen(company)}>
        <StageBadge stage={company.stage} className="shrink-0" />
      </SelectableTitle>
      <p className="text-sm text-muted">{view.industryName}</p>
      <p className="flex items-center gap-2 text-sm font-medium text-ink">
        <span
          aria-hidden="true"
          className="h-2.5 w-2.5 shrink-0 rounded-full"
          style={{ backgroundColor: view.color }}
        />
        <span>
          {view.solution > 0
            ? t("modal.solutionNumber", { number: view.solution, name: view.solutionName })
            : view.solutionName}
        </span>
      </p>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{t("card.lastContact")}:</dt>
          <dd className="font-medium">{formatDate(company.lastContact, lang) ?? t("card.notAvailable")}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">{t("card.nextAction")}:</dt>
          <dd className="font-medium break-words">
            {company.nextAction ? (
              <UserText>{nextActionText(company.nextAction, t)}</UserText>
            ) : (
              t("card.noAction")
            )}
          </dd>
        </div>
      </dl>
      {company.website ? (
        <a
          href={company.website}
          target="_blank"
          rel="noopener noreferrer"
          className="relative z-10 mt-auto inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-primary hover:text-primary-dark hover:underline"
        >
          {t("card.visitWebsite")}
          <span className="sr-only">
            {" "}
            ({company.name}) {t("common:generic.opensInNewTab")}
          </span>
          <ExternalLink aria-hidden="true" className="flip-rtl h-4 w-4" />
        </a>
      ) : null}
    </article>
  );
}
