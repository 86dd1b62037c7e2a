import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageState } from "#core/domain/contact-messages";
import type { LeadFromMessageForm } from "#core/domain/leads";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { answerOf, api, requestOptions } from "~/lib/api-client";

const messagesKey = ["contact", "messages"] as const;

/** GET /api/crm/messages, the open or the handled ones, newest first, a page at a time. */
export function useMessages(state: Exclude<MessageState, "all">) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: [...messagesKey, state],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      answerOf(
        api.crm.messages.$get(
          { query: pageParam ? { state, before: String(pageParam) } : { state } },
          requestOptions(lang, signal),
        ),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 60_000,
  });
}

/** Marks a message handled or open again (PUT /api/crm/messages/:id/handled), with Undo in its toast. */
export function useMarkHandled() {
  const { t } = useTranslation("contact");
  const lang = useLang();
  const client = useQueryClient();
  const send = (id: number, handled: boolean) =>
    answerOf(
      api.crm.messages[":id{[0-9]+}"].handled.$put(
        { param: { id: String(id) }, json: { handled } },
        requestOptions(lang),
      ),
    );
  const refresh = () => client.invalidateQueries({ queryKey: messagesKey });
  const failed = () => toast.error(t("staff.markFailed"));
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) => send(id, handled),
    onSuccess: (_, { id, handled }) => {
      void refresh();
      toast.success(t(handled ? "staff.markedHandled" : "staff.markedOpen"), {
        action: {
          label: t("staff.undo"),
          onClick: () => void send(id, !handled).then(refresh, failed),
        },
      });
    },
    onError: failed,
  });
}

/** "Turn into lead" (POST /api/crm/leads/from-message/:id); the lists are read again afterwards. */
export function useTurnIntoLead() {
  const lang = useLang();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, json }: { id: number; json: LeadFromMessageForm }) =>
      answerOf(
        api.crm.leads["from-message"][":id{[0-9]+}"].$post(
          { param: { id: String(id) }, json },
          requestOptions(lang),
        ),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
}
