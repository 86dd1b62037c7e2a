import { useDraggable } from "@dnd-kit/core";
import { CalendarClock } from "lucide-react";
import { useEffect, useRef } from "react";
import { type DealStage, isClosedStage } from "#core/domain/deals";
import type { DealCard as Card } from "#core/domain/pipeline";
import { formatMoney } from "#core/lib/format";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "../shared/format";
import { MoveMenu } from "./move-menu";

/** Up to two letters for a staff account's name: "sara.kovac" → "SK", "amal" → "AM". */
export function initialsOf(name: string): string {
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  const letters =
    parts.length > 1 ? parts.slice(0, 2).map((p) => [...p][0]) : [...(parts[0] ?? "")].slice(0, 2);
  return letters.join("").toLocaleUpperCase();
}

/** What a card shows under its title: the company, the amount, the owner's initials, the close date. */
export function CardBody({ card, today }: { card: Card; today: string }) {
  const { t } = useTranslation(["pipeline", "deals"]);
  const lang = useLang();
  const open = !isClosedStage(card.dealStage);
  const overdue = open && card.expectedClose !== null && card.expectedClose < today;
  return (
    <>
      <p className="text-xs break-words text-muted">
        <UserText>{card.companyName}</UserText>
      </p>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-navy-900 tabular-nums">
          {card.dealValue === null
            ? t("board.noAmount")
            : formatMoney(card.dealValue, card.currency, lang, { whole: true })}
        </p>
        {card.owner ? (
          <span
            title={card.owner}
            className="inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-navy-900 px-1.5 text-xs font-bold text-white"
          >
            <span aria-hidden="true">{initialsOf(card.owner)}</span>
            <span className="sr-only">{t("board.owner", { name: card.owner })}</span>
          </span>
        ) : null}
      </div>
      {card.dealStage === "lost" && card.lostReason ? (
        <p className="text-xs text-muted">
          {t("board.lostBecause", { reason: t(`deals:lostReasons.${card.lostReason}`) })}
        </p>
      ) : null}
      {open && card.expectedClose ? (
        <p
          className={`flex items-center gap-1 text-xs ${overdue ? "font-semibold text-red-800" : "text-muted"}`}
        >
          <CalendarClock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          {t(overdue ? "board.closeOverdue" : "board.closeDue", {
            date: formatDate(card.expectedClose, lang),
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * A deal on the board: its name opens its company's window; dragged by mouse or touch, moved by keyboard
 * with its move menu. `focused`: the card was just moved by keyboard (or put back by Undo): its move
 * button takes the focus in the card's new place.
 */
export function BoardCard({
  card,
  today,
  focused,
  onFocused,
  onOpen,
  onMove,
}: {
  card: Card;
  today: string;
  focused: boolean;
  onFocused: () => void;
  onOpen: (card: Card) => void;
  onMove: (card: Card, stage: DealStage) => void;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: card.id, data: { card } });
  const moveButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focused) return;
    moveButton.current?.focus();
    onFocused();
  }, [focused, onFocused]);
  return (
    <article
      ref={setNodeRef}
      {...listeners}
      data-deal-id={card.id}
      data-company-id={card.companyId}
      className={`relative flex touch-manipulation flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-3 shadow-sm ${
        isDragging ? "opacity-40" : "hover:shadow-md"
      } cursor-grab`}
    >
      <h4 className="min-w-0 text-sm leading-snug font-bold text-navy-900">
        <button
          type="button"
          onClick={() => onOpen(card)}
          className="text-start break-words hover:underline focus-visible:outline-3 focus-visible:outline-gold"
        >
          <UserText>{card.name}</UserText>
        </button>
      </h4>
      <CardBody card={card} today={today} />
      <div className="flex justify-end">
        <MoveMenu
          ref={moveButton}
          name={card.name}
          stage={card.dealStage}
          onMove={(stage) => onMove(card, stage)}
        />
      </div>
    </article>
  );
}
