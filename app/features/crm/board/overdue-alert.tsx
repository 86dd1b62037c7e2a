import { AlarmClock } from "lucide-react";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "../shared/format";
import { useFollowUps } from "./follow-ups-view";

/** The dashboard's count of the signed-in person's overdue follow-ups, a click from the list. */
export function OverdueAlert({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation("pipeline");
  const lang = useLang();
  const query = useFollowUps();
  const count = query.data?.overdueCount ?? 0;
  if (!count) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlarmClock aria-hidden="true" className="h-5 w-5" />
        {t("followUps.overdueAlert", { count, formatted: formatNumber(count, lang) })}
      </p>
      <button
        type="button"
        onClick={onShow}
        className="min-h-9 rounded-lg border border-red-800 bg-white px-3 text-sm font-semibold text-red-900 hover:bg-red-100"
      >
        {t("followUps.show")}
      </button>
    </div>
  );
}
