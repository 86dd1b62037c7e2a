import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { COMPANY_STAGES } from "#core/domain/crm";
import type { BoardCard, BoardColumnPage } from "#core/domain/pipeline";
import { pipelineKeys } from "./pipeline-api";

const signature = (cards: BoardCard[]) => cards.map((c) => `${c.id}:${c.version}`).join(",");

/**
 * Every card the board's columns have loaded, column by column in stage order: what "Select all shown"
 * and a shift-click range cover. Follows the columns' queries in the cache (each column loads its own).
 */
export function useLoadedCards(): BoardCard[] {
  const client = useQueryClient();
  const [cards, setCards] = useState<BoardCard[]>([]);
  useEffect(() => {
    const read = () =>
      COMPANY_STAGES.flatMap(
        (stage) =>
          client
            .getQueryData<InfiniteData<BoardColumnPage, number>>(pipelineKeys.column(stage))
            ?.pages.flatMap((page) => page.items) ?? [],
      );
    const update = () => {
      const next = read();
      setCards((prev) => (signature(prev) === signature(next) ? prev : next));
    };
    update();
    return client.getQueryCache().subscribe(update);
  }, [client]);
  return cards;
}
