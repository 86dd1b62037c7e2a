import { and, eq, isNull, lt } from "drizzle-orm";
import { CONFIRMATION_DAYS } from "#core/domain/newsletter";
import type { ConfirmationFound } from "#core/lib/request-context";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";

/**
 * Opens a confirmation link: the address is confirmed from now on (opening it again says so again). A token
 * we never issued, or whose address was deleted unconfirmed, is invalid.
 */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<ConfirmationFound> {
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterSubscribers.confirmToken, token), isNull(newsletterSubscribers.confirmedAt)));
  const [row] = await db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, token));
  return row?.confirmedAt ? { state: "confirmed", email: row.email } : { state: "invalid", email: null };
}

/** Deletes the addresses left unconfirmed CONFIRMATION_DAYS after their last confirmation e-mail. */
export async function purgeUnconfirmed(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRMATION_DAYS * 24 * 3_600_000);
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(
      and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.confirmationSentAt, cutoff)),
    )
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}
