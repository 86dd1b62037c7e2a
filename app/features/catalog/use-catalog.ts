import { useQuery } from "@tanstack/react-query";
import { useLang } from "~/hooks/use-lang";
import { apiFetch } from "~/lib/api-client";
import type { CatalogResponse } from "./types";

/** The catalogue in the page's language, from the staff-only API (never bundled into the page). */
export function useCatalog() {
  const lang = useLang();
  return useQuery({
    queryKey: ["catalog", lang],
    queryFn: ({ signal }) => apiFetch<CatalogResponse>("/api/crm/catalog", { lang, signal }),
    staleTime: 60 * 60 * 1000,
  });
}
