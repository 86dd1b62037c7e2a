import { useQueryClient } from "@tanstack/react-query";
import type { Company } from "~/domain/crm";
import { useLang } from "~/hooks/use-lang";
import { fetchCompany } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { useCrmSearch } from "./crm-search-api";
import { SearchResults } from "./search-results";

/** The dashboard's search, run everywhere (contacts, phones, projects, notes), shown above the company grid. */
export function SearchPanel({ q, onOpen }: { q: string; onOpen: (company: Company) => void }) {
  const lang = useLang();
  const client = useQueryClient();
  const search = useCrmSearch(q);
  if (!q.trim() || !search.data) return null;
  const openCompany = async (id: number) => {
    const company = await client.fetchQuery({
      queryKey: crmKeys.company(id),
      queryFn: ({ signal }) => fetchCompany(lang, id, signal),
    });
    onOpen(company);
  };
  return <SearchResults result={search.data} onOpenCompany={(id) => void openCompany(id)} />;
}
