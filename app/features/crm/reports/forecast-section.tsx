import type { ForecastReport, ForecastRow } from "#core/domain/reports";
import {
  formatDateWithHijri,
  formatMoney,
  formatMonth,
  formatMonthWithHijri,
  formatNumber,
  formatYear,
} from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { BarChart } from "./bar-chart";
import { AmountsCell, FiguresTable } from "./figures";
import { ReportSection } from "./report-section";
import type { ReportParams } from "./reports-api";

/** The forecast: expected revenue by close month (a chart and a table), by quarter, overdue and undated. */
export function ForecastSection({ params }: { params: ReportParams }) {
  const { t } = useTranslation("reports");
  return (
    <ReportSection name="forecast" params={params} title={t("forecast.title")} intro={t("forecast.intro")}>
      {(report) => <Forecast report={report} />}
    </ReportSection>
  );
}

function Forecast({ report }: { report: ForecastReport }) {
  const { t } = useTranslation("reports");
  const lang = useLang();
  // In SAR when every month has a SAR figure; else the number of deals (currencies are never added up).
  const inSar = report.months.every((m) => m.sar !== null);
  const label = (row: ForecastRow) => {
    if (row.key === "overdue") return t("forecast.overdue");
    if (row.key === "none") return t("forecast.none");
    const quarter = /^(\d{4})-Q(\d)$/.exec(row.key);
    if (quarter)
      return t("forecast.quarterLabel", {
        quarter: formatNumber(Number(quarter[2]), lang),
        year: formatYear(Number(quarter[1]), lang),
      });
    return formatMonthWithHijri(row.key, lang);
  };
  const rows = (list: ForecastRow[]) =>
    list.map((row) => ({
      key: row.key,
      cells: [label(row), formatNumber(row.deals, lang), <AmountsCell key="amounts" amounts={row} />],
    }));
  const headings = (first: string) => [first, t("forecast.deals"), t("forecast.expected")];
  return (
    <div className="space-y-6">
      <BarChart
        title={inSar ? t("forecast.chartTitle") : t("forecast.chartDealsTitle")}
        description={t("forecast.description")}
        caption={t("forecast.caption")}
        categoryHeading={t("forecast.month")}
        valueHeading={inSar ? t("sar") : t("forecast.deals")}
        points={report.months.map((m) => ({
          label: formatMonth(m.key, lang),
          value: inSar ? (m.sar ?? 0) : m.deals,
          valueText: inSar ? formatMoney(m.sar ?? 0, "SAR", lang) : formatNumber(m.deals, lang),
        }))}
      />
      <FiguresTable
        caption={t("forecast.byMonth")}
        headings={headings(t("forecast.month"))}
        rows={rows([...report.months, report.overdue, report.noCloseDate])}
      />
      <FiguresTable
        caption={t("forecast.byQuarter")}
        headings={headings(t("forecast.quarter"))}
        rows={rows(report.quarters)}
      />
      <Rates report={report} />
    </div>
  );
}

/** The rates behind the SAR figures, with their dates, and the currencies without one. */
export function Rates({ report }: { report: Pick<ForecastReport, "rates" | "missingRates"> }) {
  const { t } = useTranslation("reports");
  const lang = useLang();
  if (report.rates.length === 0 && report.missingRates.length === 0) return null;
  return (
    <div className="space-y-1 text-sm text-muted">
      {report.rates.map((rate) => (
        <p key={rate.currency}>
          {t("rateLine", {
            currency: rate.currency,
            rate: formatNumber(rate.rateToSar, lang, { maximumFractionDigits: 8 }),
            date: formatDateWithHijri(rate.rateDate, lang),
          })}
        </p>
      ))}
      {report.missingRates.length > 0 ? (
        <p>{t("missingRates", { currencies: report.missingRates.join(lang === "ar" ? "، " : ", ") })}</p>
      ) : null}
    </div>
  );
}
