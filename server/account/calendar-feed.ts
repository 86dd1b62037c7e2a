import { toLang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { getHref } from "#core/lib/paths";
import type { Db } from "../db/client";
import { listExpectedCloses, listOwnFollowUps } from "./follow-ups";
import { type CalendarEvent, serializeCalendar } from "./ical";
import { followUpText } from "./texts";

/**
 * The account's iCalendar feed (RFC 5545): one all-day event per follow-up it owns (its deals' next steps,
 * its companies' follow-ups) on the day it is due, and one per expected close of its open deals, in the
 * account's language. UIDs stay the same from one fetch to the next, so calendars update events in place.
 */
export async function calendarFeed(
  db: Db,
  account: { username: string; language: string },
  options: { now: Date; publicUrl: string },
): Promise<string> {
  const lang = toLang(account.language);
  const t = serverT(lang, "account");
  const url = new URL(options.publicUrl);
  const host = url.hostname;
  const [followUps, closes] = await Promise.all([
    listOwnFollowUps(db, account.username),
    listExpectedCloses(db, account.username),
  ]);
  const companyUrl = (id: number) => `${url.origin}${getHref("/crm", lang)}?company=${id}`;
  const events: CalendarEvent[] = [
    ...followUps.map((item) => ({
      uid: `followup-${item.kind}-${item.id}@${host}`,
      day: item.due,
      summary: followUpText(item, t),
      url: companyUrl(item.companyId),
    })),
    ...closes.map((deal) => ({
      uid: `close-deal-${deal.id}@${host}`,
      day: deal.day,
      summary: t("feed.expectedClose", { deal: deal.dealName, company: deal.companyName }),
      url: companyUrl(deal.companyId),
    })),
  ];
  return serializeCalendar({
    name: t("feed.name", { username: account.username }),
    prodId: "-//Potentia//CRM follow-ups//EN",
    stamp: options.now,
    events,
  });
}
