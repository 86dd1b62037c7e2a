import type { ReportAnswers, ReportName } from "#core/domain/reports";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, requestOptions } from "~/lib/api-client";
import { crmKeys } from "../api/query-keys";

/** What the page asks each report for: the period and owner from its URL ("" = not given), its own day. */
export interface ReportParams {
  from: string;
  to: string;
  owner: string;
  today: string;
}

/** Under the CRM's views, so that every write (a deal won, a note) reloads the reports too. */
export const reportKeys = {
  one: (name: ReportName, params: ReportParams) => [...crmKeys.views(), "reports", name, params] as const,
};

const reports = api.crm.reports;
type Query = { query: Partial<ReportParams> };
const calls: { [K in ReportName]: (q: Query, o: ReturnType<typeof requestOptions>) => Promise<unknown> } = {
  forecast: (q, o) => answerOf(reports.forecast.$get(q, o)),
  pipeline: (q, o) => answerOf(reports.pipeline.$get(q, o)),
  "won-lost": (q, o) => answerOf(reports["won-lost"].$get(q, o)),
  "days-to-close": (q, o) => answerOf(reports["days-to-close"].$get(q, o)),
  "lost-reasons": (q, o) => answerOf(reports["lost-reasons"].$get(q, o)),
  owners: (q, o) => answerOf(reports.owners.$get(q, o)),
  sources: (q, o) => answerOf(reports.sources.$get(q, o)),
};

/** The parameters given (a blank one is left out: the server's default applies). */
const given = (params: ReportParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== "")) as Partial<ReportParams>;

export const fetchReport = <K extends ReportName>(
  name: K,
  params: ReportParams,
  lang: Lang,
  signal?: AbortSignal,
) => calls[name]({ query: given(params) }, requestOptions(lang, signal)) as Promise<ReportAnswers[K]>;

/** The report's CSV download, with the page's period, owner and language. */
export const reportCsvUrl = (name: ReportName, params: ReportParams, lang: Lang) =>
  `/api/crm/reports/${name}.csv?${new URLSearchParams({ ...given(params), lang })}`;
