import { Search } from "lucide-react";
import { COMPANY_STAGES } from "#core/domain/crm";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { useTranslation } from "~/i18n/react";

const SOLUTIONS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The search box, the stage dropdown (all six stages) and the solution dropdown. */
export function CompanyFilters({
  search,
  stage,
  solution,
  onSearch,
  onStage,
  onSolution,
}: {
  search: string;
  stage: string;
  solution: string;
  onSearch: (value: string) => void;
  onStage: (value: string) => void;
  onSolution: (value: string) => void;
}) {
  const { t } = useTranslation(["crm", "industries"]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor="crm-search" className="sr-only">
          {t("dashboard.searchLabel")}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <Input
          id="crm-search"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t("dashboard.searchPlaceholder")}
          className="ps-9"
          autoComplete="off"
        />
      </div>
      <div className="sm:w-48">
        <label htmlFor="crm-stage" className="sr-only">
          {t("dashboard.stageLabel")}
        </label>
        <Select id="crm-stage" value={stage} onChange={(event) => onStage(event.target.value)}>
          <option value="all">{t("dashboard.allStages")}</option>
          {COMPANY_STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`stage.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:w-64">
        <label htmlFor="crm-solution" className="sr-only">
          {t("dashboard.solutionLabel")}
        </label>
        <Select id="crm-solution" value={solution} onChange={(event) => onSolution(event.target.value)}>
          <option value="all">{t("industries:allSolutions")}</option>
          {SOLUTIONS.map((n) => (
            <option key={n} value={String(n)}>
              {t("industries:solutionNumber", { number: n })}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
