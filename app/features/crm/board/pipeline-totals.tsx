import type { PipelineSummary } from "#core/domain/pipeline";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { formatMoney } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useStaffSession } from "~/hooks/use-staff-session";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "../shared/format";
import { SettingsDialog } from "./settings-dialog";

/**
 * The whole pipeline: deals per currency (never added together), the SAR total and weighted forecast
 * from the staff's rates with each rate's date, and the door to the rates and probabilities.
 */
export function PipelineTotals({ summary }: { summary: PipelineSummary | undefined }) {
  const { t } = useTranslation("pipeline");
  const { can } = useStaffSession();
  const lang = useLang();
  if (!summary) return <p className="text-sm text-muted">{t("board.loading")}</p>;
  const { pipeline, rates } = summary;
  const sar = (amount: number) => formatMoney(amount, "SAR", lang, { whole: true });
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-start lg:justify-between">
      <dl className="grid gap-3 sm:grid-cols-3 lg:flex-1">
        <div>
          <dt className="text-xs font-semibold text-muted">{t("board.pipelineTotal")}</dt>
          <dd className="text-sm font-bold text-navy-900 tabular-nums">
            {pipeline.totals.length ? (
              <ul>
                {pipeline.totals.map((money) => (
                  <li key={money.currency}>
                    {formatMoney(money.amount, money.currency, lang, { whole: true })}
                  </li>
                ))}
              </ul>
            ) : (
              t("board.noDeals")
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-muted">{t("board.convertedTotal")}</dt>
          <dd className="text-sm font-bold text-navy-900 tabular-nums">
            {pipeline.convertedTotal === null ? t("board.missingRate") : sar(pipeline.convertedTotal)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-muted">{t("board.forecast")}</dt>
          <dd className="text-sm font-bold text-navy-900 tabular-nums">
            {pipeline.weighted === null ? (
              <ul>
                {pipeline.weightedTotals.map((money) => (
                  <li key={money.currency}>
                    {formatMoney(money.amount, money.currency, lang, { whole: true })}
                  </li>
                ))}
              </ul>
            ) : (
              sar(pipeline.weighted)
            )}
          </dd>
        </div>
      </dl>
      <div className="space-y-2 text-xs text-muted lg:max-w-xs">
        {rates.length ? (
          <ul aria-label={t("board.ratesLabel")}>
            {rates.map((rate) => (
              <li key={rate.currency} className="tabular-nums">
                {t("board.rateLine", {
                  currency: rate.currency,
                  rate: new Intl.NumberFormat(LANGUAGE_INFO[lang].intl, { maximumFractionDigits: 6 }).format(
                    rate.rateToSar,
                  ),
                  date: formatDate(rate.rateDate, lang),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("board.noRates")}</p>
        )}
        {can("admin") ? <SettingsDialog summary={summary} /> : null}
      </div>
    </div>
  );
}
