import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkActionInput } from "#core/domain/crm-bulk";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { crmKeys } from "../api/query-keys";
import { formatNumber } from "../shared/format";
import { UNDO_MS } from "../trash/undo";
import { runBulkAction } from "./bulk-api";

/** The error's own translated message when the server gave one (a 409 names the company), else ours. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/**
 * Runs a bulk action, then reloads every CRM list and board column. Success: one toast for the whole
 * action, with Undo for ten seconds (one call that puts every company back). Refused (stale version,
 * bad input): the server's message, nothing changed; the lists reload so a new try uses fresh versions.
 */
export function useBulkAction(onDone: () => void) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: crmKeys.all });
  const undo = (request: BulkActionInput) =>
    runBulkAction(lang, request).then(
      () => {
        refresh();
        toast.success(t(request.action === "restore" ? "undo.restored" : "undo.undone"));
      },
      (error: unknown) => {
        refresh();
        toast.error(t("bulk.undoFailed"), { description: messageOf(error, t("undo.failed")) });
      },
    );
  return useMutation({
    mutationFn: ({ request }: { request: BulkActionInput; done: (count: string) => string }) =>
      runBulkAction(lang, request),
    onSuccess: (result, { done }) => {
      refresh();
      onDone();
      if (result.count === 0 || !result.undo) {
        toast.info(t("bulk.nothingChanged"));
        return;
      }
      const request = result.undo as BulkActionInput;
      toast.success(done(formatNumber(result.count, lang)), {
        duration: UNDO_MS,
        action: { label: t("undo.undo"), onClick: () => void undo(request) },
      });
    },
    onError: (error) => {
      refresh();
      toast.error(t("toast.errorTitle"), { description: messageOf(error, t("bulk.failed")) });
    },
  });
}
