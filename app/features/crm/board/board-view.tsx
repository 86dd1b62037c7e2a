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
import { useState } from "react";
import { COMPANY_STAGES, type Company, type CompanyStage, isCompanyStage, todayIso } from "#core/domain/crm";
import type { BoardCard as Card } from "#core/domain/pipeline";
import { isolate } from "#core/lib/format";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { BulkBar } from "../bulk/bulk-bar";
import { SelectionTools } from "../bulk/selection-tools";
import { useSelection } from "../bulk/use-selection";
import { Notice } from "../shared/form-bits";
import { CardBody } from "./board-card";
import { BoardColumn } from "./board-column";
import { fetchSummary, pipelineKeys } from "./pipeline-api";
import { PipelineTotals } from "./pipeline-totals";
import { useLoadedCards } from "./use-loaded-cards";
import { useMoveCompany } from "./use-move-company";

/**
 * The pipeline board: one column per stage with its count and totals, cards dragged between columns by
 * mouse or touch (@dnd-kit) or moved with each card's move menu; every move is announced.
 */
export function BoardView({ onOpen }: { onOpen: (company: Company) => void }) {
  const { t } = useTranslation(["pipeline", "crm"]);
  const lang = useLang();
  const [today] = useState(() => todayIso());
  const [announcement, setAnnouncement] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState<Card | null>(null);
  const selection = useSelection(useLoadedCards(), "board");
  const summary = useQuery({
    queryKey: pipelineKeys.summary(),
    queryFn: ({ signal }) => fetchSummary(lang, signal),
  });
  const stageName = (stage: string) => (isCompanyStage(stage) ? t(`crm:stage.${stage}`) : stage);
  const move = useMoveCompany({
    onMoved: (card, stage) => setAnnouncement(t("board.moved", { name: card.name, stage: stageName(stage) })),
    onConflict: (card) => {
      const text = t("board.conflict", { name: isolate(card.name) });
      setNotice(text);
      setAnnouncement(text);
    },
    onFailed: (card) => setAnnouncement(t("board.moveFailed", { name: card.name })),
  });
  const moveCard = (card: Card, stage: CompanyStage) => {
    if (card.stage === stage) return;
    setNotice(null);
    setAnnouncement(t("board.moving", { name: card.name, stage: stageName(stage) }));
    move.mutate({ card, stage });
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
    if (card && isCompanyStage(target)) moveCard(card, target);
  };
  const coldDays = summary.data?.settings.coldAfterDays ?? 30;

  return (
    <section aria-labelledby="board-title" className="space-y-4">
      <h2 id="board-title" className="sr-only">
        {t("board.title")}
      </h2>
      <PipelineTotals summary={summary.data} />
      {notice ? <Notice>{notice}</Notice> : null}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <p id="board-help" className="text-sm text-muted">
        {t("board.help")}
      </p>
      <SelectionTools selection={selection} />
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
          {COMPANY_STAGES.map((stage) => (
            <BoardColumn
              key={stage}
              stage={stage}
              summary={summary.data?.stages.find((s) => s.stage === stage)}
              today={today}
              coldDays={coldDays}
              onOpen={onOpen}
              onMove={moveCard}
              selection={selection}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <div className="flex w-64 flex-col gap-2 rounded-xl border border-primary bg-white p-3 shadow-xl">
              <p className="text-sm font-bold text-navy-900">{dragging.name}</p>
              <CardBody card={dragging} today={today} coldDays={coldDays} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <BulkBar selection={selection} />
    </section>
  );
}
