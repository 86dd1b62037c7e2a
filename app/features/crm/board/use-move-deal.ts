import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { DealStage, LostReason, Project } from "#core/domain/deals";
import type { BoardFilterParams, DealCard, DealColumnPage, PipelineSummary } from "#core/domain/pipeline";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { ApiError } from "~/lib/api-client";
import { updateProject } from "../api/crm-api";
import { crmKeys } from "../api/query-keys";
import { outcomeOf } from "../modal/use-company-mutations";
import { pipelineKeys } from "./pipeline-api";

type Column = InfiniteData<DealColumnPage, number>;

/** A move: the deal as the board shows it, where to, the reason when to Lost; `undo` for Undo's own move. */
export interface DealMove {
  card: DealCard;
  stage: DealStage;
  lostReason?: LostReason | null;
  lostNote?: string | null;
  undo?: boolean;
}

/** Takes a card out of a column's loaded pages, or puts it on top of the first page. */
function without(column: Column | undefined, id: number): Column | undefined {
  if (!column) return column;
  return {
    ...column,
    pages: column.pages.map((page) => ({ ...page, items: page.items.filter((card) => card.id !== id) })),
  };
}
function withCard(column: Column | undefined, card: DealCard): Column | undefined {
  if (!column) return column;
  const rest = without(column, card.id) as Column;
  return {
    ...rest,
    pages: rest.pages.map((page, i) => (i === 0 ? { ...page, items: [card, ...page.items] } : page)),
  };
}

/** Shows the move at once: the card in its new column, the two columns' counts. Answers what to put back. */
function showMove(client: QueryClient, filters: BoardFilterParams, { card, stage }: DealMove) {
  const from = pipelineKeys.column(card.dealStage, filters);
  const to = pipelineKeys.column(stage, filters);
  const summaryKey = pipelineKeys.summary(filters);
  const saved = {
    from: client.getQueryData<Column>(from),
    to: client.getQueryData<Column>(to),
    summary: client.getQueryData<PipelineSummary>(summaryKey),
  };
  client.setQueryData<Column>(from, (data) => without(data, card.id));
  client.setQueryData<Column>(to, (data) => withCard(data, { ...card, dealStage: stage }));
  client.setQueryData<PipelineSummary>(summaryKey, (data) =>
    data
      ? {
          ...data,
          stages: data.stages.map((s) => ({
            ...s,
            count: s.count + (s.stage === stage ? 1 : 0) - (s.stage === card.dealStage ? 1 : 0),
          })),
        }
      : data,
  );
  return () => {
    client.setQueryData(from, saved.from);
    client.setQueryData(to, saved.to);
    client.setQueryData(summaryKey, saved.summary);
  };
}

/**
 * Moves a deal to another stage from the board (drag, touch or the card's move menu): shown at once,
 * saved with the deal's version (PATCH /api/crm/projects/:id {version, dealStage}, with the reason when
 * to Lost). A stale version gets the conflict notice and the board reloads with the other person's
 * change; a refused one (bad input) its translated message; either way nothing is overwritten and the
 * card goes back. The saved deal replaces the card, so that Undo and the next move use its version.
 */
export function useMoveDeal(
  filters: BoardFilterParams,
  callbacks: {
    onMoved: (move: DealMove, saved: DealCard) => void;
    onConflict: (card: DealCard) => void;
    onFailed: (card: DealCard, message: string) => void;
  },
) {
  const { t } = useTranslation("crm");
  const lang = useLang();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ card, stage, lostReason, lostNote }: DealMove) =>
      updateProject(lang, card.id, {
        version: card.version,
        dealStage: stage,
        ...(stage === "lost" ? { lostReason, lostNote } : {}),
      }),
    onMutate: async (move) => {
      await client.cancelQueries({ queryKey: pipelineKeys.all });
      return showMove(client, filters, move);
    },
    onSuccess: (project: Project, move) => {
      const saved: DealCard = { ...move.card, ...project };
      client.setQueryData<Column>(pipelineKeys.column(move.stage, filters), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((card) => (card.id === saved.id ? saved : card)),
              })),
            }
          : data,
      );
      callbacks.onMoved(move, saved);
    },
    onError: (error, { card }, putBack) => {
      putBack?.();
      const outcome = outcomeOf<Project>(error);
      if (outcome.kind === "conflict" || outcome.kind === "gone") callbacks.onConflict(card);
      else {
        const refused = error instanceof ApiError && error.status === 400 && error.message;
        callbacks.onFailed(card, refused ? error.message : t("toast.saveFailed"));
      }
    },
    onSettled: (_data, _error, { card }) => {
      // The totals (amounts, weights) and the company window's list of deals follow.
      void client.invalidateQueries({ queryKey: crmKeys.views() });
      void client.invalidateQueries({ queryKey: crmKeys.projects(card.companyId) });
    },
  });
}
