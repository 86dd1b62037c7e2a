import { useQueryClient } from "@tanstack/react-query";
import type { Company } from "#core/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { fetchCompany } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { useDebounced } from "../dashboard/use-company-list";
import { useCrmSearch } from "./crm-search-api";
import { SearchResults } from "./search-results";

const PANEL_DELAY_MS = 150;

/**
 * The dashboard's search, run everywhere (contacts, phones, projects, notes), shown above the company grid
 * while the box holds a search: its place is kept from the first letter at a fixed height, so results
 * arriving never move the cards under the pointer.
 */
export function SearchPanel({
  q,
  shown,
  onOpen,
}: {
  q: string;
  shown: boolean;
  onOpen: (company: Company) => void;
}) {
  const lang = useLang();
  const client = useQueryClient();
  // Asked a little after the cards' own request, so that request goes first while typing goes on.
  const search = useCrmSearch(useDebounced(q, PANEL_DELAY_MS));
  if (!shown) return null;
  const openCompany = async (id: number) => {
    const company = await client.fetchQuery({
      queryKey: crmKeys.company(id),
      queryFn: ({ signal }) => fetchCompany(lang, id, signal),
    });
    onOpen(company);
  };
  return (
    <SearchResults result={q.trim() ? search.data : undefined} onOpenCompany={(id) => void openCompany(id)} />
  );
}
