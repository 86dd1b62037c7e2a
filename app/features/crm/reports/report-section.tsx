import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { ReportAnswers, ReportName } from "#core/domain/reports";
import { buttonClass } from "~/components/ui/button";
import { QueryState } from "~/components/ui/query-state";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { fetchReport, type ReportParams, reportCsvUrl, reportKeys } from "./reports-api";

/** One report: its heading and what it counts, its CSV download, and its chart and table once loaded. */
export function ReportSection<K extends ReportName>({
  name,
  params,
  title,
  intro,
  children,
}: {
  name: K;
  params: ReportParams;
  title: string;
  intro: string;
  children: (report: ReportAnswers[K]) => ReactNode;
}) {
  const { t } = useTranslation("reports");
  const lang = useLang();
  const headingId = useId();
  const query = useQuery({
    queryKey: reportKeys.one(name, params),
    queryFn: ({ signal }) => fetchReport(name, params, lang, signal),
  });
  return (
    <section
      aria-labelledby={headingId}
      data-report={name}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-navy-900">
            {title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted">{intro}</p>
        </div>
        <a
          href={reportCsvUrl(name, params, lang)}
          download
          className={`${buttonClass("outline", "sm")} shrink-0 self-start`}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t("download")}
          <span className="sr-only">{t("downloadOf", { report: title })}</span>
        </a>
      </div>
      <QueryState query={query} loading={t("loading")} error={t("loadError")} errorMessage className="py-8">
        {(data) => <div className="mt-2">{children(data)}</div>}
      </QueryState>
    </section>
  );
}
