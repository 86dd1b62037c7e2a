import { useInfiniteQuery } from "@tanstack/react-query";
import { useLang } from "~/hooks/use-lang";
import { answerOf, api, requestOptions } from "~/lib/api-client";

/** GET /api/crm/messages, newest first, a page at a time. */
export function useMessages() {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: ["contact", "messages"],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      answerOf(
        api.crm.messages.$get(
          { query: pageParam ? { before: String(pageParam) } : {} },
          requestOptions(lang, signal),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 60_000,
  });
}
