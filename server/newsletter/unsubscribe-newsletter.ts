import { and, eq, isNull } from "drizzle-orm";
import type { SubscriptionState } from "#core/domain/newsletter";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

export interface Subscription {
  state: SubscriptionState;
  /** The address, for the page to name (the token is the secret that came in the e-mail to it). */
  email: string | null;
}

/** What the unsubscribe link's token points at. */
export async function getSubscription(db: Db, token: string): Promise<Subscription> {
  const [row] = await db
    .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return { state: "invalid", email: null };
  return { state: row.unsubscribedAt ? "unsubscribed" : "subscribed", email: row.email };
}

/** Ends the subscription of the token's address; doing it twice is harmless. */
export async function unsubscribeNewsletter(db: Db, token: string, now: Date): Promise<Subscription> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(
      and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)),
    );
  return getSubscription(db, token);
}
