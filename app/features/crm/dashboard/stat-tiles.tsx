import type { CompanyStats } from "#core/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "../shared/format";

const TILES = [
  { key: "total", stage: "all", accent: "border-t-navy-700" },
  { key: "lead", stage: "lead", accent: "border-t-slate-400" },
  { key: "qualified", stage: "qualified", accent: "border-t-blue-600" },
  { key: "proposal", stage: "proposal", accent: "border-t-yellow-500" },
  { key: "won", stage: "won", accent: "border-t-green-600" },
] as const;

/** The five counts; clicking one shows that stage (and all solutions). */
export function StatTiles({
  stats,
  stage,
  onSelect,
}: {
  stats: CompanyStats | undefined;
  stage: string;
  onSelect: (stage: string) => void;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  return (
    <section aria-label={t("dashboard.statsLabel")}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {TILES.map((tile) => {
          const active = stage === tile.stage;
          return (
            <li key={tile.key} className={tile.key === "total" ? "col-span-2 sm:col-span-1" : ""}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(tile.stage)}
                className={`flex h-full w-full flex-col items-start gap-1 rounded-xl border border-t-4 bg-white p-4 text-start shadow-sm transition-colors hover:bg-surface ${tile.accent} ${
                  active ? "border-primary ring-2 ring-primary" : "border-slate-200"
                }`}
              >
                <span className="text-sm font-medium text-muted">{t(`dashboard.stats.${tile.key}`)}</span>
                <span className="text-2xl font-bold text-navy-900 tabular-nums">
                  {stats ? formatNumber(stats[tile.key], lang) : "–"}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
