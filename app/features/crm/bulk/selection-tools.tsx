import { useTranslation } from "~/i18n/react";
import type { Selection } from "./use-selection";

/** Above the cards: how selecting works (the checkboxes point here) and "Select all shown". */
export function SelectionTools({ selection }: { selection: Selection }) {
  const { t } = useTranslation("crm");
  const all = selection.shownCount > 0 && selection.count === selection.shownCount;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <p id="bulk-help" className="max-w-3xl text-sm text-muted">
        {t("bulk.help")}
      </p>
      <button
        type="button"
        onClick={selection.selectAll}
        disabled={all || selection.shownCount === 0}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-primary hover:bg-primary-light focus-visible:outline-3 focus-visible:outline-gold disabled:opacity-60"
      >
        {t("bulk.selectAll")}
      </button>
    </div>
  );
}
