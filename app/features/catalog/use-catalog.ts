import { useQuery } from "@tanstack/react-query";
import { useLang } from "~/hooks/use-lang";
import { answerOf, api, requestOptions } from "~/lib/api-client";

/** The catalogue in the page's language, from the staff-only API (never bundled into the page). */
export function useCatalog() {
  const lang = useLang();
  return useQuery({
    queryKey: ["catalog", lang],
    queryFn: ({ signal }) => answerOf(api.crm.catalog.$get({}, requestOptions(lang, signal))),
    staleTime: 60 * 60 * 1000,
  });
}
