import { useTranslation } from "~/i18n/react";
import { ForecastSection } from "./forecast-section";
import { LostReasonsSection, OwnersSection, SourcesSection } from "./people-sections";
import { DaysToCloseSection, PipelineSection, WonLostSection } from "./period-sections";
import { ReportFilterForm } from "./report-filter";
import { useReportParams } from "./use-report-params";

/** /crm/reports: the forecast and the period's reports for staff, each a chart, a table and a CSV download. */
export function ReportsView() {
  const { t } = useTranslation("reports");
  const { params, filter, error } = useReportParams();
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{t("title")}</h1>
        <p className="mt-2 max-w-3xl text-lg text-muted">{t("intro")}</p>
      </header>
      <ReportFilterForm filter={filter} error={error} />
      {error ? null : (
        <>
          <ForecastSection params={params} />
          <PipelineSection params={params} />
          <WonLostSection params={params} />
          <DaysToCloseSection params={params} />
          <LostReasonsSection params={params} />
          <OwnersSection params={params} />
          <SourcesSection params={params} />
        </>
      )}
    </div>
  );
}
