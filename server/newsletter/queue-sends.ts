import { and, asc, eq, gt, isNotNull, isNull, max, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterSendItems, newsletterSends, newsletterSubscribers, outbox } from "../db/schema";
import type { Env } from "../env";
import { insightMail } from "./insight-mail";
import { type PublicTexts, publicInsightTexts, recipientLang } from "./public-insights";

const BATCH = 100;

/** Confirmed subscribers who still get the newsletter. */
export const currentSubscriber = and(
  isNotNull(newsletterSubscribers.confirmedAt),
  isNull(newsletterSubscribers.unsubscribedAt),
);

/** Has not had this insight yet. */
const notSent = (insightId: number) =>
  notExists(
    sql`(select 1 from ${newsletterSendItems} where ${newsletterSendItems.insightId} = ${insightId}
      and ${newsletterSendItems.subscriberId} = ${newsletterSubscribers.id})`,
  );

/**
 * Queues the e-mails of every send not yet queued: for each confirmed subscriber who has not had the insight,
 * in one transaction, its newsletter_send_items row (unique per insight and subscriber: a conflict means it
 * went out already, and nothing is written) and its outbox row. The outbox rows are spaced
 * NEWSLETTER_MAILS_PER_MINUTE apart (their next_attempt_at), after any still waiting, so the outbox sender
 * delivers them at that rate. Safe to run again after a crash, and in several instances at once.
 */
export async function queueSends(deps: { db: Db; env: Env; now: () => Date }): Promise<number> {
  const open = await deps.db
    .select()
    .from(newsletterSends)
    .where(isNull(newsletterSends.queuedAt))
    .orderBy(asc(newsletterSends.id));
  let queued = 0;
  for (const send of open) queued += await queueSend(deps, send);
  return queued;
}

async function queueSend(
  deps: { db: Db; env: Env; now: () => Date },
  send: { id: number; insightId: number },
): Promise<number> {
  const { db, env } = deps;
  const texts: PublicTexts =
    (await publicInsightTexts(db, deps.now(), [send.insightId])).get(send.insightId) ?? {};
  const interval = 60_000 / env.NEWSLETTER_MAILS_PER_MINUTE;
  let afterId = 0;
  let queued = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(newsletterSubscribers)
      .where(and(currentSubscriber, gt(newsletterSubscribers.id, afterId), notSent(send.insightId)))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    afterId = batch.at(-1)?.id ?? afterId;
    queued += await db.transaction(async (tx) => {
      const now = deps.now();
      const [last] = await tx
        .select({ at: max(outbox.nextAttemptAt) })
        .from(outbox)
        .where(and(eq(outbox.kind, "newsletter_insight"), eq(outbox.status, "pending")));
      let at = Math.max(now.getTime(), (last?.at?.getTime() ?? 0) + interval);
      let written = 0;
      for (const subscriber of batch) {
        const lang = recipientLang(subscriber.lang, texts);
        const text = lang && texts[lang];
        if (!lang || !text) continue;
        const [item] = await tx
          .insert(newsletterSendItems)
          .values({ sendId: send.id, insightId: send.insightId, subscriberId: subscriber.id, lang })
          .onConflictDoNothing()
          .returning({ id: newsletterSendItems.id });
        if (!item) continue;
        const mail = insightMail(lang, text, subscriber, env.PUBLIC_URL);
        const [row] = await tx
          .insert(outbox)
          .values({
            kind: "newsletter_insight",
            to: subscriber.email,
            ...mail,
            nextAttemptAt: new Date(at),
            createdAt: now,
          })
          .returning({ id: outbox.id });
        await tx
          .update(newsletterSendItems)
          .set({ outboxId: row?.id })
          .where(eq(newsletterSendItems.id, item.id));
        at += interval;
        written += 1;
      }
      return written;
    });
  }
  // Whoever is left without it had neither their language nor English published: skipped.
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(and(currentSubscriber, notSent(send.insightId)));
  await db
    .update(newsletterSends)
    .set({ queuedAt: deps.now(), skipped: Number(left?.count ?? 0) })
    .where(and(eq(newsletterSends.id, send.id), isNull(newsletterSends.queuedAt)));
  return queued;
}
