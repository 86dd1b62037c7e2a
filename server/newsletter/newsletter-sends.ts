import { eq, inArray, sql } from "drizzle-orm";
import type { NewsletterSendReport, PerLang, SendableInsights } from "#core/domain/newsletter-sends";
import { isLang, LANGUAGES, type Lang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { insightTexts, newsletterSendItems, newsletterSends, newsletterSubscribers } from "../db/schema";
import { AppError } from "../http/errors";
import { wakeNewsletterJob } from "./newsletter-job";
import { publicInsightTexts, titleFor } from "./public-insights";
import { currentSubscriber } from "./queue-sends";

const perLang = (): PerLang => ({ en: 0, ar: 0, sr: 0 });

/** Starts sending an insight that has a public language; the newsletter job queues its e-mails. */
export async function startSend(
  db: Db,
  input: { insightId: number },
  meta: { username: string; now: Date; t: (key: string) => string },
): Promise<{ id: number }> {
  const texts = (await publicInsightTexts(db, meta.now, [input.insightId])).get(input.insightId);
  if (!texts || Object.keys(texts).length === 0) {
    throw new AppError(404, "not_found", meta.t("newsletter-sends:errors.notPublished"));
  }
  const [send] = await db
    .insert(newsletterSends)
    .values({ insightId: input.insightId, startedBy: meta.username, startedAt: meta.now })
    .returning({ id: newsletterSends.id });
  wakeNewsletterJob();
  return { id: send!.id };
}

/** The insights that can be sent, with whom a send would reach now, per subscriber language. */
export async function listSendableInsights(db: Db, now: Date, reader: Lang): Promise<SendableInsights> {
  const texts = await publicInsightTexts(db, now);
  const subscribers = perLang();
  const counts = await db
    .select({ lang: newsletterSubscribers.lang, count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(currentSubscriber)
    .groupBy(newsletterSubscribers.lang);
  for (const row of counts) if (isLang(row.lang)) subscribers[row.lang] += Number(row.count);

  const had = await db
    .select({
      insightId: newsletterSendItems.insightId,
      lang: newsletterSubscribers.lang,
      count: sql<number>`count(*)::int`,
    })
    .from(newsletterSendItems)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterSendItems.subscriberId))
    .where(currentSubscriber)
    .groupBy(newsletterSendItems.insightId, newsletterSubscribers.lang);

  const insights = [...texts.entries()]
    .sort(([a], [b]) => b - a)
    .map(([id, byLang]) => {
      const recipients = { ...subscribers };
      let alreadySent = 0;
      for (const row of had) {
        if (row.insightId !== id || !isLang(row.lang)) continue;
        recipients[row.lang] -= Number(row.count);
        alreadySent += Number(row.count);
      }
      return {
        id,
        ...titleFor(byLang, reader),
        languages: LANGUAGES.filter((lang) => byLang[lang]),
        recipients,
        alreadySent,
      };
    });
  return { insights, subscribers };
}

/** The last 100 sends, newest first, with what became of their e-mails. */
export async function listSends(db: Db, reader: Lang): Promise<NewsletterSendReport[]> {
  const result = await db.execute(sql`
    select s.id, s.insight_id, s.started_by, s.started_at, s.queued_at, s.skipped,
      count(i.id)::int as queued,
      count(*) filter (where o.status = 'sent')::int as sent,
      count(*) filter (where o.status = 'failed')::int as failed,
      count(*) filter (where sub.unsubscribed_at >= s.started_at)::int as unsubscribed_since
    from ${newsletterSends} s
    left join ${newsletterSendItems} i on i.send_id = s.id
    left join outbox o on o.id = i.outbox_id
    left join ${newsletterSubscribers} sub on sub.id = i.subscriber_id
    group by s.id
    order by s.started_at desc, s.id desc
    limit 100`);
  const rows = rowsOf<{
    id: number;
    insight_id: number;
    started_by: string;
    started_at: string | Date;
    queued_at: string | Date | null;
    skipped: number;
    queued: number;
    sent: number;
    failed: number;
    unsubscribed_since: number;
  }>(result);
  const ids = [...new Set(rows.map((row) => Number(row.insight_id)))];
  const titles = new Map<number, Partial<Record<Lang, { title: string }>>>();
  if (ids.length > 0) {
    const texts = await db
      .select({ insightId: insightTexts.insightId, lang: insightTexts.lang, title: insightTexts.title })
      .from(insightTexts)
      .where(inArray(insightTexts.insightId, ids));
    for (const text of texts) {
      if (isLang(text.lang))
        titles.set(text.insightId, { ...titles.get(text.insightId), [text.lang]: { title: text.title } });
    }
  }
  return rows.map((row) => ({
    id: Number(row.id),
    insightId: Number(row.insight_id),
    ...titleFor(titles.get(Number(row.insight_id)) ?? {}, reader),
    startedBy: row.started_by,
    startedAt: new Date(row.started_at).toISOString(),
    queuing: row.queued_at === null,
    queued: Number(row.queued),
    sent: Number(row.sent),
    failed: Number(row.failed),
    skipped: Number(row.skipped),
    unsubscribedSince: Number(row.unsubscribed_since),
  }));
}
