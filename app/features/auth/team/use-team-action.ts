import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { teamKeys } from "./team-api";

/**
 * A change on the Team page: runs the call, says what happened (or the server's translated reason it
 * did not), and reloads the team, so every control shows what the server holds.
 */
export function useTeamAction<A, R>(run: (args: A) => Promise<R>, done: (result: R, args: A) => ReactNode) {
  const { t } = useTranslation("team");
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result, args) => {
      const message = done(result, args);
      if (message) toast.success(message);
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : t("errors.failed")),
    onSettled: () => void client.invalidateQueries({ queryKey: teamKeys.team }),
  });
}
