import type { ReportAnswers, ReportFilter, ReportName } from "#core/domain/reports";
import type { Db } from "../../db/client";
import { daysToCloseQuery, daysToCloseReport } from "./days-to-close";
import { forecastQuery, forecastReport } from "./forecast";
import { lostReasonsQuery, lostReasonsReport } from "./lost-reasons";
import { ownersQuery, ownersReport } from "./owners";
import { pipelineQuery, pipelineReport } from "./pipeline-report";
import { sourcesQuery, sourcesReport } from "./sources";
import { wonLostQuery, wonLostReport } from "./won-lost";

/**
 * Every report: `run` answers it (the query, then the answer's shape), `query` is its one statement alone
 * (what the bench times in the database beside the request).
 */
export const REPORT_RUNNERS: {
  [K in ReportName]: {
    run: (db: Db, filter: ReportFilter) => Promise<ReportAnswers[K]>;
    query: (db: Db, filter: ReportFilter) => PromiseLike<unknown>;
  };
} = {
  forecast: { run: forecastReport, query: forecastQuery },
  pipeline: { run: pipelineReport, query: pipelineQuery },
  "won-lost": { run: wonLostReport, query: wonLostQuery },
  "days-to-close": { run: daysToCloseReport, query: daysToCloseQuery },
  "lost-reasons": { run: lostReasonsReport, query: lostReasonsQuery },
  owners: { run: ownersReport, query: ownersQuery },
  sources: { run: sourcesReport, query: sourcesQuery },
};
