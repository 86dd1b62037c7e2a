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
      <FilterSelect
        id="crm-stage"
        className="sm:w-48"
        label={t("dashboard.stageLabel")}
        value={stage}
        onChange={onStage}
        options={[
          ["all", t("dashboard.allStages")],
          ...COMPANY_STAGES.map((s): [string, string] => [s, t(`stage.${s}`)]),
        ]}
      />
      <FilterSelect
        id="crm-solution"
        className="sm:w-64"
        label={t("dashboard.solutionLabel")}
        value={solution}
        onChange={onSolution}
        options={[
          ["all", t("industries:allSolutions")],
          ...SOLUTIONS.map((n): [string, string] => [
            String(n),
            t("industries:solutionNumber", { number: n }),
          ]),
        ]}
      />
    </div>
  );
}

/** A dropdown named for screen readers only (its options say what it filters): [value, text] pairs. */
function FilterSelect({
  id,
  className,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  className: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} options={options} />
    </div>
  );
}
