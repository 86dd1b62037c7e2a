import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLang } from "~/hooks/use-lang";
import { type CompanyFilters, fetchCompanies } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";

/** The value, once it has stopped changing for `ms` (typing in the search box). */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The companies matching the filters, a page at a time from the server (so 10,000 companies cost the
 * browser only what it shows), plus the five counts. While new filters load, the last answer stays.
 */
export function useCompanyList(filters: CompanyFilters, enabled = true) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: crmKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchCompanies(lang, filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + last.limit : undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}
