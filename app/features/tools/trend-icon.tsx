import { MoveRight, TrendingDown, TrendingUp } from "lucide-react";
import type { Trend } from "#core/content/tools";
import { useTranslation } from "~/i18n/react";

const TRENDS = {
  up: { Icon: TrendingUp, className: "text-emerald-700" },
  down: { Icon: TrendingDown, className: "text-red-700" },
  stable: { Icon: MoveRight, className: "text-slate-600" },
} as const;

/** A trend arrow with its word. The arrows follow the reading direction (mirrored in Arabic). */
export function TrendBadge({ trend }: { trend: Trend }) {
  const { t } = useTranslation("tools");
  const { Icon, className } = TRENDS[trend];
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-semibold ${className}`} data-trend={trend}>
      <Icon aria-hidden="true" className="flip-rtl h-4 w-4" />
      {t(`distanceMatrix.trends.${trend}`)}
    </span>
  );
}
