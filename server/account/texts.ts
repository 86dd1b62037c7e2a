import { DEFAULT_NEXT_ACTION } from "#core/domain/crm";
import type { TFunction } from "#core/i18n/translate";
import type { FollowUpItem } from "./follow-ups";

/** The next step's words: as typed, the default's in the reader's language, or "Follow up" when none. */
function actionText(item: FollowUpItem, t: TFunction): string {
  if (item.action === DEFAULT_NEXT_ACTION) return t("crm:defaults.nextAction");
  return item.action?.trim() || t("account:feed.defaultAction");
}

/** "Send the proposal — Retail audit (Acme)", "Call back — Acme": the mail's lines and the events' summaries. */
export function followUpText(item: FollowUpItem, t: TFunction): string {
  const action = actionText(item, t);
  return item.kind === "deal"
    ? t("account:feed.followUpDeal", { action, deal: item.dealName ?? "", company: item.companyName })
    : t("account:feed.followUp", { action, name: item.companyName });
}

/** The account's calendar day and hour now, in its time zone: { day: "2026-11-27", hour: 8 }. */
export function localDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
