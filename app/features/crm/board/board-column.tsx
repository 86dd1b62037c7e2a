import { useDroppable } from "@dnd-kit/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { DealStage } from "#core/domain/deals";
import type { BoardFilterParams, DealCard as Card, StageSummary } from "#core/domain/pipeline";
import { formatMoney } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "../shared/format";
import { stageClass } from "../shared/stage-badge";
import { BoardCard } from "./board-card";
import { fetchColumn, pipelineKeys } from "./pipeline-api";

/**
 * One deal stage: its count, totals and weighted totals per currency (each deal at its own probability),
 * its deals a page at a time, last changed first, and a drop target.
 */
export function BoardColumn({
  stage,
  filters,
  summary,
  today,
  focusId,
  onFocused,
  onOpen,
  onMove,
}: {
  stage: DealStage;
  filters: BoardFilterParams;
  summary: StageSummary | undefined;
  today: string;
  focusId: number | null;
  onFocused: () => void;
  onOpen: (card: Card) => void;
  onMove: (card: Card, stage: DealStage) => void;
}) {
  const { t } = useTranslation(["pipeline", "crm"]);
  const lang = useLang();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const column = useInfiniteQuery({
    queryKey: pipelineKeys.column(stage, filters),
    queryFn: ({ pageParam, signal }) => fetchColumn(lang, stage, filters, pageParam, today, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.limit : undefined),
  });
  const cards = column.data?.pages.flatMap((page) => page.items) ?? [];
  const total = summary?.count;
  const headingId = `board-${stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={stage}
      className={`flex w-[80vw] max-w-80 shrink-0 snap-start flex-col rounded-2xl border bg-surface sm:w-auto sm:max-w-none ${
        isOver ? "border-primary ring-2 ring-primary" : "border-slate-200"
      }`}
    >
      <header className="space-y-1 border-b border-slate-200 p-3">
        <h3 id={headingId} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-bold ring-1 ring-inset ${stageClass(stage)}`}
          >
            {t(`crm:stage.${stage}`)}
          </span>
          <span className="text-sm font-semibold whitespace-nowrap text-muted tabular-nums">
            {total === undefined
              ? "–"
              : t("board.count", { count: total, formatted: formatNumber(total, lang) })}
          </span>
        </h3>
        {summary ? (
          summary.totals.length ? (
            <ul
              aria-label={t("board.totalsLabel")}
              className="text-xs font-semibold text-navy-900 tabular-nums"
            >
              {summary.totals.map((money) => (
                <li key={money.currency}>
                  {formatMoney(money.amount, money.currency, lang, { whole: true })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-xs text-muted">{t("board.noDeals")}</p>
          )
        ) : null}
        {summary?.totals.length ? (
          <p className="text-xs text-muted">
            {t("board.weighted", {
              amount:
                summary.weighted === null
                  ? summary.weightedTotals
                      .map((money) => formatMoney(money.amount, money.currency, lang, { whole: true }))
                      .join(" · ")
                  : formatMoney(summary.weighted, "SAR", lang, { whole: true }),
            })}
          </p>
        ) : null}
      </header>
      <div className="flex-1 space-y-2 p-2">
        {column.isPending ? (
          <p className="p-2 text-sm text-muted">{t("board.loading")}</p>
        ) : column.isError ? (
          <p className="p-2 text-sm text-destructive">{t("board.loadError")}</p>
        ) : cards.length === 0 ? (
          <p className="p-2 text-sm text-muted">{t("board.empty")}</p>
        ) : (
          <ul className="space-y-2">
            {cards.map((card) => (
              <li key={card.id}>
                <BoardCard
                  card={card}
                  today={today}
                  focused={focusId === card.id}
                  onFocused={onFocused}
                  onOpen={onOpen}
                  onMove={onMove}
                />
              </li>
            ))}
          </ul>
        )}
        {column.hasNextPage ? (
          <button
            type="button"
            onClick={() => void column.fetchNextPage()}
            disabled={column.isFetchingNextPage}
            className="min-h-10 w-full rounded-lg border border-slate-300 bg-white text-sm font-semibold text-primary hover:bg-primary-light disabled:opacity-60"
          >
            {column.isFetchingNextPage
              ? t("board.loadingMore")
              : t("board.loadMore", { stage: t(`crm:stage.${stage}`) })}
          </button>
        ) : null}
      </div>
    </section>
  );
}
