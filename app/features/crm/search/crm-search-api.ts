import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLang } from "~/hooks/use-lang";
import { searchCrm } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";

/** One search over companies, contacts and projects (GET /api/crm/search), for a settled query. */
export function useCrmSearch(q: string) {
  const lang = useLang();
  const query = q.trim();
  return useQuery({
    queryKey: crmKeys.search(query),
    queryFn: ({ signal }) => searchCrm(lang, query, { signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
