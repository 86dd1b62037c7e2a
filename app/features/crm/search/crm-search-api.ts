import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CrmSearchResult } from "~/domain/crm-search";
import { useLang } from "~/hooks/use-lang";
import { apiFetch } from "~/lib/api-fetch";

/** One search over companies, contacts and projects (GET /api/crm/search), for a settled query. */
export function useCrmSearch(q: string) {
  const lang = useLang();
  const query = q.trim();
  return useQuery({
    queryKey: ["crm", "search", query],
    queryFn: ({ signal }) =>
      apiFetch<CrmSearchResult>(`/api/crm/search?${new URLSearchParams({ q: query })}`, { lang, signal }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
