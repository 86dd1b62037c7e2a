import { formatMonth, formatMonthWithHijri, formatNumber, formatPercent } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { BarChart } from "./bar-chart";
import { AmountsCell, FiguresTable } from "./figures";
import { Rates } from "./forecast-section";
import { ReportSection } from "./report-section";
import type { ReportParams } from "./reports-api";

/** Writes a count, a percentage or days, or a dash where there is no figure. */
function useWriters() {
  const lang = useLang();
  return {
    lang,
    count: (n: number) => formatNumber(n, lang),
    percent: (n: number | null) => (n === null ? "—" : formatPercent(n, lang)),
    days: (n: number | null) => (n === null ? "—" : formatNumber(n, lang, { maximumFractionDigits: 1 })),
  };
}

export function PipelineSection({ params }: { params: ReportParams }) {
  const { t } = useTranslation("reports");
  const { t: tc } = useTranslation("crm");
  const w = useWriters();
  return (
    <ReportSection name="pipeline" params={params} title={t("pipeline.title")} intro={t("pipeline.intro")}>
      {(report) => (
        <div className="space-y-6">
          <BarChart
            title={t("pipeline.title")}
            description={t("pipeline.description")}
            caption={t("pipeline.caption")}
            categoryHeading={t("pipeline.stage")}
            valueHeading={t("pipeline.deals")}
            points={report.stages.map((s) => ({
              label: tc(`stage.${s.stage}`),
              value: s.deals,
              valueText: w.count(s.deals),
            }))}
          />
          <FiguresTable
            caption={t("pipeline.title")}
            headings={["stage", "deals", "value", "weighted"].map((k) => t(`pipeline.${k}`))}
            rows={report.stages.map((s) => ({
              key: s.stage,
              cells: [
                tc(`stage.${s.stage}`),
                w.count(s.deals),
                <AmountsCell key="value" amounts={s.value} />,
                <AmountsCell key="weighted" amounts={s.weighted} />,
              ],
            }))}
          />
          <Rates report={report} />
        </div>
      )}
    </ReportSection>
  );
}

export function WonLostSection({ params }: { params: ReportParams }) {
  const { t } = useTranslation("reports");
  const w = useWriters();
  return (
    <ReportSection name="won-lost" params={params} title={t("wonLost.title")} intro={t("wonLost.intro")}>
      {(report) => (
        <div className="space-y-6">
          <BarChart
            title={t("wonLost.winRate")}
            description={t("wonLost.description")}
            caption={t("wonLost.caption")}
            categoryHeading={t("wonLost.month")}
            valueHeading={t("wonLost.winRate")}
            points={report.months.map((m) => ({
              label: formatMonth(m.month, w.lang),
              value: m.winRate ?? 0,
              valueText: w.percent(m.winRate),
            }))}
          />
          <FiguresTable
            caption={t("wonLost.title")}
            headings={["month", "won", "lost", "winRate"].map((k) => t(`wonLost.${k}`))}
            rows={[
              ...report.months.map((m) => ({
                key: m.month,
                cells: [
                  formatMonthWithHijri(m.month, w.lang),
                  w.count(m.won),
                  w.count(m.lost),
                  w.percent(m.winRate),
                ],
              })),
              {
                key: "total",
                cells: [
                  t("wonLost.total"),
                  w.count(report.total.won),
                  w.count(report.total.lost),
                  w.percent(report.total.winRate),
                ],
              },
            ]}
          />
        </div>
      )}
    </ReportSection>
  );
}

export function DaysToCloseSection({ params }: { params: ReportParams }) {
  const { t } = useTranslation("reports");
  const w = useWriters();
  return (
    <ReportSection
      name="days-to-close"
      params={params}
      title={t("daysToClose.title")}
      intro={t("daysToClose.intro")}
    >
      {(report) => (
        <div className="space-y-6">
          <BarChart
            title={t("daysToClose.title")}
            description={t("daysToClose.description")}
            caption={t("daysToClose.caption")}
            categoryHeading={t("daysToClose.month")}
            valueHeading={t("daysToClose.average")}
            points={report.months.map((m) => ({
              label: formatMonth(m.month, w.lang),
              value: m.averageDays ?? 0,
              valueText: w.days(m.averageDays),
            }))}
          />
          <FiguresTable
            caption={t("daysToClose.title")}
            headings={["month", "won", "average"].map((k) => t(`daysToClose.${k}`))}
            rows={[
              ...report.months.map((m) => ({
                key: m.month,
                cells: [formatMonthWithHijri(m.month, w.lang), w.count(m.won), w.days(m.averageDays)],
              })),
              {
                key: "total",
                cells: [t("daysToClose.total"), w.count(report.total.won), w.days(report.total.averageDays)],
              },
            ]}
          />
        </div>
      )}
    </ReportSection>
  );
}
