import { useDraggable } from "@dnd-kit/core";
import { CalendarClock, Snowflake, UserRound } from "lucide-react";
import type { CompanyStage } from "#core/domain/crm";
import { type BoardCard as Card, DEFAULT_COLD_AFTER_DAYS } from "#core/domain/pipeline";
import { isolate } from "#core/lib/format";
import { UserText } from "~/components/ui/user-text";
import { useLang } from "~/hooks/use-lang";
import { useTranslation } from "~/i18n/react";
import { SelectableTitle } from "../bulk/selectable-title";
import type { Selection } from "../bulk/use-selection";
import { formatDate } from "../shared/format";
import { nextActionText } from "../shared/next-action";
import { industryView } from "../shared/solution";
import { formatMoney } from "./money";
import { MoveMenu } from "./move-menu";

/** What a card shows: name, industry, deals per currency, the follow-up and the going-cold mark. */
export function CardBody({ card, today, coldDays }: { card: Card; today: string; coldDays?: number }) {
  const { t } = useTranslation(["pipeline", "crm", "industries"]);
  const lang = useLang();
  const view = industryView(card.industry, t);
  const overdue = card.nextActionDue !== null && card.nextActionDue < today;
  return (
    <>
      <p className="text-xs text-muted">{view.industryName}</p>
      {card.deals.length ? (
        <ul
          aria-label={t("board.dealsLabel")}
          className="flex flex-wrap gap-x-3 text-sm font-semibold text-navy-900"
        >
          {card.deals.map((deal) => (
            <li key={deal.currency} className="tabular-nums">
              {formatMoney(deal, lang)}
            </li>
          ))}
        </ul>
      ) : null}
      {card.nextAction || card.nextActionDue ? (
        <div className="space-y-0.5 text-xs">
          {card.nextAction ? (
            <p className="break-words text-ink">
              <UserText>{nextActionText(card.nextAction, t)}</UserText>
            </p>
          ) : null}
          {card.nextActionDue ? (
            <p className={`flex items-center gap-1 ${overdue ? "font-semibold text-red-800" : "text-muted"}`}>
              <CalendarClock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              {overdue
                ? t("board.overdueOn", { date: formatDate(card.nextActionDue, lang) })
                : t("board.dueOn", { date: formatDate(card.nextActionDue, lang) })}
            </p>
          ) : null}
          {card.nextActionOwner ? (
            <p className="flex items-center gap-1 text-muted">
              <UserRound aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              {t("board.owner", { name: isolate(card.nextActionOwner) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {card.goingCold ? (
        <p
          className="inline-flex w-fit items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
          title={t("board.goingColdHint", { days: coldDays ?? DEFAULT_COLD_AFTER_DAYS })}
        >
          <Snowflake aria-hidden="true" className="h-3.5 w-3.5" />
          {t("board.goingCold")}
        </p>
      ) : null}
    </>
  );
}

/**
 * A company on the board: dragged by mouse or touch, moved by keyboard with its move menu, picked for
 * a bulk action with its checkbox.
 */
export function BoardCard({
  card,
  today,
  coldDays,
  onOpen,
  onMove,
  selection,
}: {
  card: Card;
  today: string;
  coldDays: number;
  onOpen: (card: Card) => void;
  onMove: (card: Card, stage: CompanyStage) => void;
  selection: Selection;
}) {
  const selected = selection.isSelected(card.id);
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: card.id, data: { card } });
  return (
    <article
      ref={setNodeRef}
      {...listeners}
      data-company-id={card.id}
      className={`relative flex touch-manipulation flex-col gap-2 rounded-xl border bg-white p-3 shadow-sm ${
        selected ? "border-primary ring-2 ring-primary" : "border-slate-200"
      } ${isDragging ? "opacity-40" : "hover:shadow-md"} cursor-grab`}
    >
      <SelectableTitle variant="board" company={card} selection={selection} onOpen={() => onOpen(card)} />
      <CardBody card={card} today={today} coldDays={coldDays} />
      <div className="flex justify-end">
        <MoveMenu name={card.name} stage={card.stage} onMove={(stage) => onMove(card, stage)} />
      </div>
    </article>
  );
}
