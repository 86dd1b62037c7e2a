import { UserCheck } from "lucide-react";
import { COMPANY_SORTS, type CompanySort } from "#core/domain/crm";
import { Select } from "~/components/ui/select";
import { useTranslation } from "~/i18n/react";

/** The list's order (name, last contact, value, due date) and "only my follow-ups", kept in the URL. */
export function ListOrder({
  sort,
  mine,
  onSort,
  onMine,
}: {
  sort: CompanySort;
  mine: boolean;
  onSort: (sort: CompanySort) => void;
  onMine: (mine: boolean) => void;
}) {
  const { t } = useTranslation("crm");
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <div className="flex items-center gap-2">
        <label htmlFor="crm-sort" className="shrink-0 text-sm font-medium text-ink">
          {t("dashboard.sortLabel")}
        </label>
        <div className="w-48">
          <Select
            id="crm-sort"
            value={sort}
            onChange={(event) =>
              onSort(COMPANY_SORTS.find((s) => s === event.target.value) ?? COMPANY_SORTS[0])
            }
          >
            {COMPANY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`dashboard.sort.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {/* A toggle (pressed or not), as the view switch: it changes the list at once. */}
      <button
        type="button"
        aria-pressed={mine}
        onClick={() => onMine(!mine)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
          mine
            ? "border-navy-900 bg-navy-900 text-white"
            : "border-slate-300 bg-white text-navy-900 hover:bg-primary-light"
        }`}
      >
        <UserCheck aria-hidden="true" className="h-4 w-4" />
        {t("dashboard.mine")}
      </button>
    </div>
  );
}
