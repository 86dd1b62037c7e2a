import { INDUSTRIES } from "#core/domain/industries";
import { BOARD_CLOSE_FILTERS, type BoardFilterParams, CURRENCIES } from "#core/domain/pipeline";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { currencyName } from "./money";
import type { BoardFilterKey } from "./use-board-filters";
import { useOwners } from "./view-switch";

function FilterSelect({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: BoardFilterKey;
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (key: BoardFilterKey, value: string) => void;
}) {
  return (
    <div className="min-w-0 grow basis-36 space-y-1 sm:w-44 sm:grow-0 sm:basis-auto">
      <Label htmlFor={`board-${name}`}>{label}</Label>
      <Select
        id={`board-${name}`}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
        options={options}
      />
    </div>
  );
}

/** The board's filters, kept in the URL: my deals or an owner's, a currency, an industry, the expected close. */
export function BoardFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: BoardFilterParams;
  onChange: (key: BoardFilterKey, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(["pipeline", "industries"]);
  const lang = useLang();
  const owners = useOwners().data?.items ?? [];
  const any = Object.keys(filters).length > 0;
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-3">
      <legend className="sr-only">{t("board.filters.label")}</legend>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-navy-900">
        <input
          type="checkbox"
          className="h-5 w-5 accent-primary"
          checked={filters.mine === "1"}
          onChange={(e) => onChange("mine", e.target.checked ? "1" : "")}
        />
        {t("board.filters.mine")}
      </label>
      <FilterSelect
        name="owner"
        label={t("board.filters.owner")}
        value={filters.owner ?? ""}
        options={[["", t("board.filters.anyOwner")], ...owners.map((o): [string, string] => [o, o])]}
        onChange={onChange}
      />
      <FilterSelect
        name="currency"
        label={t("board.filters.currency")}
        value={filters.currency ?? ""}
        options={[
          ["", t("board.filters.anyCurrency")],
          ...CURRENCIES.map((c): [string, string] => [c, `${c} · ${currencyName(c, lang)}`]),
        ]}
        onChange={onChange}
      />
      <FilterSelect
        name="industry"
        label={t("board.filters.industry")}
        value={filters.industry ?? ""}
        options={[
          ["", t("board.filters.anyIndustry")],
          ...INDUSTRIES.map((i): [string, string] => [i.slug, t(`industries:industry.${i.slug}`)]),
        ]}
        onChange={onChange}
      />
      <FilterSelect
        name="close"
        label={t("board.filters.close")}
        value={filters.close ?? ""}
        options={[
          ["", t("board.filters.anyClose")],
          ...BOARD_CLOSE_FILTERS.map((c): [string, string] => [c, t(`board.filters.closeOptions.${c}`)]),
        ]}
        onChange={onChange}
      />
      {any ? (
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary-light"
        >
          {t("board.filters.clear")}
        </button>
      ) : null}
    </fieldset>
  );
}
