import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { todayIso } from "#core/domain/crm";
import { DEAL_STAGES, type DealStage, isDealStage } from "#core/domain/deals";
import type { DealCard as Card } from "#core/domain/pipeline";
import { isolate } from "#core/lib/format";
import { toast } from "~/components/ui/toast";
import { USER_TEXT, UserText, withUserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { Notice } from "../shared/form-bits";
import { UNDO_MS } from "../trash/undo";
import { CardBody } from "./board-card";
import { BoardColumn } from "./board-column";
import { BoardFilters } from "./board-filters";
import { LostReasonDialog } from "./lost-reason-dialog";
import { fetchSummary, pipelineKeys } from "./pipeline-api";
import { PipelineTotals } from "./pipeline-totals";
import { useBoardFilters } from "./use-board-filters";
import { type DealMove, useMoveDeal } from "./use-move-deal";

/**
 * The deal board: one column per deal stage with its count and totals, the filters in the URL, deals
 * dragged between columns by mouse or touch (@dnd-kit) or moved with each card's move menu (the focus
 * stays on the moved card); a move to Lost asks why first; every move is announced and has Undo.
 */
export function BoardView({ onOpen }: { onOpen: (companyId: number) => void }) {
  const { t } = useTranslation(["pipeline", "crm"]);
  const lang = useLang();
  const [today] = useState(() => todayIso());
  const [filters, setFilter, clearFilters] = useBoardFilters();
  const [announcement, setAnnouncement] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState<Card | null>(null);
  // The card to focus once it shows in that column (a keyboard move, its Undo, a cancelled Lost).
  const [focus, setFocus] = useState<{ id: number; stage: DealStage } | null>(null);
  const [askLost, setAskLost] = useState<{ card: Card; keyboard: boolean } | null>(null);
  const onFocused = useCallback(() => setFocus(null), []);
  const summary = useQuery({
    queryKey: pipelineKeys.summary(filters),
    queryFn: ({ signal }) => fetchSummary(lang, filters, today, signal),
  });
  const stageName = (stage: string) => (isDealStage(stage) ? t(`crm:stage.${stage}`) : stage);
  const move = useMoveDeal(filters, {
    onMoved: (done, saved) => {
      const stage = stageName(done.stage);
      setAnnouncement(t(done.undo ? "board.undone" : "board.moved", { name: saved.name, stage }));
      if (done.undo) {
        toast.success(t("crm:undo.undone"));
        return;
      }
      const back: DealMove = {
        card: saved,
        stage: done.card.dealStage,
        lostReason: done.card.lostReason,
        lostNote: done.card.lostNote,
        undo: true,
      };
      toast.success(withUserText(t("board.movedToast", { name: USER_TEXT, stage }), saved.name), {
        duration: UNDO_MS,
        action: { label: t("crm:undo.undo"), onClick: () => start(back, true) },
      });
    },
    onConflict: (card) => {
      const text = t("board.conflict", { name: isolate(card.name) });
      setNotice(text);
      setAnnouncement(text);
    },
    onFailed: (card, message) => {
      setAnnouncement(t("board.moveFailed", { name: card.name }));
      toast.error(t("crm:toast.errorTitle"), { description: message });
    },
  });
  /** Saves a move; `keyboard`: the moved card keeps the focus in its new place. */
  const start = (next: DealMove, keyboard: boolean) => {
    setNotice(null);
    setAnnouncement(t("board.moving", { name: next.card.name, stage: stageName(next.stage) }));
    if (keyboard) setFocus({ id: next.card.id, stage: next.stage });
    move.mutate(next);
  };
  const moveCard = (card: Card, stage: DealStage, keyboard: boolean) => {
    if (card.dealStage === stage) return;
    if (stage === "lost") setAskLost({ card, keyboard });
    else start({ card, stage }, keyboard);
  };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const onDragStart = (event: DragStartEvent) =>
    setDragging((event.active.data.current?.card as Card) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const card = event.active.data.current?.card as Card | undefined;
    const target = event.over?.id;
    if (card && isDealStage(target)) moveCard(card, target, false);
  };

  return (
    <section aria-labelledby="board-title" className="space-y-4">
      <h2 id="board-title" className="sr-only">
        {t("board.title")}
      </h2>
      <PipelineTotals summary={summary.data} />
      <BoardFilters filters={filters} onChange={setFilter} onClear={clearFilters} />
      {notice ? <Notice>{notice}</Notice> : null}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <p id="board-help" className="text-sm text-muted">
        {t("board.help")}
      </p>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{
          screenReaderInstructions: { draggable: t("board.help") },
          announcements: {
            onDragStart: () => "",
            onDragOver: ({ over }) => (over ? t("board.over", { stage: stageName(String(over.id)) }) : ""),
            onDragEnd: () => "",
            onDragCancel: () => t("board.dragCancelled"),
          },
        }}
      >
        <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-3 sm:px-0 xl:grid-cols-6">
          {DEAL_STAGES.map((stage) => (
            <BoardColumn
              key={stage}
              stage={stage}
              filters={filters}
              summary={summary.data?.stages.find((s) => s.stage === stage)}
              today={today}
              focusId={focus?.stage === stage ? focus.id : null}
              onFocused={onFocused}
              onOpen={(card) => onOpen(card.companyId)}
              onMove={(card, target) => moveCard(card, target, true)}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <div className="flex w-64 flex-col gap-1.5 rounded-xl border border-primary bg-white p-3 shadow-xl">
              <p className="text-sm font-bold text-navy-900">
                <UserText>{dragging.name}</UserText>
              </p>
              <CardBody card={dragging} today={today} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <LostReasonDialog
        dealName={askLost?.card.name ?? null}
        onCancel={() => {
          setAnnouncement(t("board.dragCancelled"));
          if (askLost?.keyboard) setFocus({ id: askLost.card.id, stage: askLost.card.dealStage });
          setAskLost(null);
        }}
        onConfirm={(lostReason, lostNote) => {
          if (askLost) start({ card: askLost.card, stage: "lost", lostReason, lostNote }, askLost.keyboard);
          setAskLost(null);
        }}
      />
    </section>
  );
}
