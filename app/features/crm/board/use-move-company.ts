import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Company, CompanyStage } from "#core/domain/crm";
import type { BoardCard, BoardColumnPage, PipelineSummary } from "#core/domain/pipeline";
import { toast } from "~/components/ui/toast";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { updateCompany } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { outcomeOf } from "../modal/use-company-mutations";
import { pipelineKeys } from "./pipeline-api";

type Column = InfiniteData<BoardColumnPage, number>;

/** Takes a card out of a column's loaded pages, or puts it on top of the first page. */
function without(column: Column | undefined, id: number): Column | undefined {
  if (!column) return column;
  return {
    ...column,
    pages: column.pages.map((page) => ({ ...page, items: page.items.filter((card) => card.id !== id) })),
  };
}
function withCard(column: Column | undefined, card: BoardCard): Column | undefined {
  if (!column) return column;
  return {
    ...column,
    pages: column.pages.map((page, i) => (i === 0 ? { ...page, items: [card, ...page.items] } : page)),
  };
}

/**
 * Moves a company to another stage from the board (drag, touch or the card's move menu): shown at
 * once, saved with the company's version. A stale version gets the conflict notice and the board
 * reloads with the other person's change; nothing is overwritten silently.
 */
export function useMoveCompany(callbacks: {
  onMoved: (card: BoardCard, stage: CompanyStage) => void;
  onConflict: (card: BoardCard) => void;
  onFailed: (card: BoardCard) => void;
}) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ card, stage }: { card: BoardCard; stage: CompanyStage }) =>
      updateCompany(lang, card.id, { version: card.version, stage }),
    onMutate: async ({ card, stage }) => {
      await client.cancelQueries({ queryKey: pipelineKeys.all });
      const from = pipelineKeys.column(card.stage as CompanyStage);
      const to = pipelineKeys.column(stage);
      const saved = { from: client.getQueryData<Column>(from), to: client.getQueryData<Column>(to) };
      client.setQueryData<Column>(from, (data) => without(data, card.id));
      client.setQueryData<Column>(to, (data) => withCard(data, { ...card, stage }));
      const summary = client.getQueryData<PipelineSummary>(pipelineKeys.summary());
      client.setQueryData<PipelineSummary>(pipelineKeys.summary(), (data) =>
        data
          ? {
              ...data,
              stages: data.stages.map((s) =>
                s.stage === card.stage
                  ? { ...s, count: s.count - 1 }
                  : s.stage === stage
                    ? { ...s, count: s.count + 1 }
                    : s,
              ),
            }
          : data,
      );
      return { saved, from, to, summary };
    },
    onSuccess: (company: Company, { card, stage }) => {
      client.setQueryData(crmKeys.company(company.id), company);
      callbacks.onMoved(card, stage);
    },
    onError: (error, { card }, context) => {
      if (context) {
        client.setQueryData(context.from, context.saved.from);
        client.setQueryData(context.to, context.saved.to);
        client.setQueryData(pipelineKeys.summary(), context.summary);
      }
      const outcome = outcomeOf<Company>(error);
      if (outcome.kind === "conflict" || outcome.kind === "gone") callbacks.onConflict(card);
      else {
        callbacks.onFailed(card);
        toast.error(t("toast.errorTitle"), { description: t("toast.saveFailed") });
      }
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: crmKeys.views() });
    },
  });
}
