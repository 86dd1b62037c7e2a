import { useSearchParams } from "react-router";
import { todayIso } from "#core/domain/crm";
import { type ReportFilter, reportQuerySchema, resolveFilter } from "#core/domain/reports";
import type { ReportParams } from "./reports-api";

/**
 * The period and owner from the page's URL (?from=&to=&owner=), as the reports are asked for them, the
 * period the server will use (the last twelve months when not given), and the URL's error if it has one.
 */
export function useReportParams(): { params: ReportParams; filter: ReportFilter; error: string | null } {
  const [search] = useSearchParams();
  const today = todayIso();
  const params: ReportParams = {
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
    owner: search.get("owner") ?? "",
    today,
  };
  const parsed = reportQuerySchema.safeParse(params);
  if (!parsed.success) {
    // The form keeps what the URL says, for the reader to correct.
    const filter = { from: params.from, to: params.to, owner: params.owner || null, today };
    return { params, filter, error: parsed.error.issues[0]?.message ?? null };
  }
  return { params, filter: resolveFilter(parsed.data, today), error: null };
}
