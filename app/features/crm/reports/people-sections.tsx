import type { ReactNode } from "react";
import { formatNumber } from "#core/lib/format";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { BarChart } from "./bar-chart";
import { FiguresTable } from "./figures";
import { ReportSection } from "./report-section";
import type { ReportParams } from "./reports-api";

/** Counts by a category (a reason, an owner, a source): a bar chart of the first count and the table. */
function CountsReport({
  ns,
  rows,
  columns,
}: {
  ns: "lostReasons" | "owners" | "sources";
  rows: Array<{ key: string; label: string; cell?: ReactNode; counts: number[] }>;
  columns: string[];
}) {
  const { t } = useTranslation("reports");
  const lang = useLang();
  const count = (n: number) => formatNumber(n, lang);
  const [category = "", first = ""] = columns.map((k) => t(`${ns}.${k}`));
  return (
    <div className="space-y-6">
      <BarChart
        title={t(`${ns}.title`)}
        description={t(`${ns}.description`)}
        caption={t(`${ns}.caption`)}
        categoryHeading={category}
        valueHeading={first}
        points={rows.map((r) => ({
          label: r.label,
          value: r.counts[0] ?? 0,
          valueText: count(r.counts[0] ?? 0),
        }))}
      />
      <FiguresTable
        caption={t(`${ns}.title`)}
        headings={columns.map((k) => t(`${ns}.${k}`))}
        rows={rows.map((r) => ({ key: r.key, cells: [r.cell ?? r.label, ...r.counts.map(count)] }))}
      />
    </div>
  );
}

export function LostReasonsSection({ params }: { params: ReportParams }) {
  const { t } = useTranslation("reports");
  const { t: td } = useTranslation("deals");
  return (
    <ReportSection
      name="lost-reasons"
      params={params}
      title={t("lostReasons.title")}
      intro={t("lostReasons.intro")}
    >
      {(report) => (
        <CountsReport
          ns="lostReasons"
          columns={["reason", "deals"]}
          rows={report.reasons.map((r) => ({
            key: r.reason,
            label: r.reason === "unknown" ? t("lostReasons.unknown") : td(`lostReasons.${r.reason}`),
            counts: [r.deals],
          }))}
        />
      )}
    </ReportSection>
  );
}

export function OwnersSection({ params }: { params: ReportParams }) {
  const { t } = useTranslation("reports");
  return (
    <ReportSection name="owners" params={params} title={t("owners.title")} intro={t("owners.intro")}>
      {(report) => (
        <CountsReport
          ns="owners"
          columns={["owner", "deals", "activities"]}
          rows={report.owners.map((o) => ({
            key: o.owner ?? "",
            label: o.owner ?? t("owners.none"),
            cell: o.owner === null ? undefined : <UserText>{o.owner}</UserText>,
            counts: [o.deals, o.activities],
          }))}
        />
      )}
    </ReportSection>
  );
}

export function SourcesSection({ params }: { params: ReportParams }) {
  const { t } = useTranslation("reports");
  return (
    <ReportSection name="sources" params={params} title={t("sources.title")} intro={t("sources.intro")}>
      {(report) => (
        <CountsReport
          ns="sources"
          columns={["source", "deals", "companies"]}
          rows={report.sources.map((s) => ({
            key: s.source,
            label: t(`sources.${s.source}`),
            counts: [s.deals, s.companies],
          }))}
        />
      )}
    </ReportSection>
  );
}
