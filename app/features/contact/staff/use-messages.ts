import { useInfiniteQuery } from "@tanstack/react-query";
import type { StaffMessagesAnswer } from "~/domain/contact";
import { useLang } from "~/hooks/use-lang";
import { apiFetch } from "~/lib/api-client";

/** GET /api/crm/messages, newest first, a page at a time. */
export function useMessages() {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: ["contact", "messages"],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<StaffMessagesAnswer>(`/api/crm/messages${pageParam ? `?before=${pageParam}` : ""}`, {
        lang,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 60_000,
  });
}
