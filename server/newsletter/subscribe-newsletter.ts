import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  CONFIRMATION_RESEND_MINUTES,
  type NewsletterAnswer,
  type NewsletterInput,
} from "#core/domain/newsletter";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import type { Db } from "../db/client";
import { newsletterSubscribers, outbox } from "../db/schema";
import type { Env } from "../env";
import { type FormLimits, limitFormPost } from "../http/limit-requests";
import type { Logger } from "../logger";
import { wakeOutbox } from "../mail/wake";
import { confirmUrl } from "./unsubscribe-url";

export interface NewsletterDeps {
  db: Db;
  env: Env;
  logger: Logger;
  now: () => Date;
}

/** Per client address, room for an office whose colleagues share one; per e-mail, a few tries. */
export const NEWSLETTER_RATE_LIMITS: FormLimits = {
  address: {
    name: "newsletter",
    limit: 30,
    windowMs: 15 * 60_000,
    messageKey: "newsletter:errors.rateLimited",
  },
  sender: {
    name: "newsletter-email",
    limit: 5,
    windowMs: 15 * 60_000,
    messageKey: "newsletter:errors.rateLimitedEmail",
  },
};

const SUBSCRIBED: NewsletterAnswer = { status: "subscribed" };

export const newToken = () => randomBytes(32).toString("base64url");

function confirmationEmail(lang: Lang, link: string): { subject: string; text: string } {
  const t = serverT(lang, "newsletter");
  return {
    subject: t("confirmation.subject"),
    text: [t("confirmation.text"), "", link, "", t("confirmation.ignore"), ""].join("\n"),
  };
}

/**
 * Double opt-in. A new address is stored unconfirmed and gets a confirmation e-mail in the page's language,
 * written to the outbox in the same transaction. A repeat of an unconfirmed address sends it again, at most
 * once per CONFIRMATION_RESEND_MINUTES; a confirmed one changes nothing; an unsubscribed one starts over
 * (unconfirmed, a new link). All answer the same, so the answer never tells whether an address was known.
 */
export async function subscribeNewsletter(
  deps: NewsletterDeps,
  input: NewsletterInput,
  meta: { ip: string; lang: Lang },
): Promise<NewsletterAnswer> {
  const now = deps.now();
  await limitFormPost(deps.db, NEWSLETTER_RATE_LIMITS, { ...meta, email: input.email, now });
  const email = input.email.toLowerCase();
  const resendBefore = now.getTime() - CONFIRMATION_RESEND_MINUTES * 60_000;

  const sent = await deps.db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, lang: meta.lang, unsubscribeToken: newToken(), createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!row) return false;
    const current = row.confirmedAt && !row.unsubscribedAt;
    const recentlySent = row.confirmationSentAt && row.confirmationSentAt.getTime() > resendBefore;
    if (current || (!row.confirmedAt && !row.unsubscribedAt && recentlySent)) return false;
    // Unsubscribed (or never confirmed): this request asks again, in this page's language.
    const token = row.confirmToken && !row.confirmedAt ? row.confirmToken : newToken();
    await tx
      .update(newsletterSubscribers)
      .set({
        lang: meta.lang,
        confirmedAt: null,
        unsubscribedAt: null,
        confirmToken: token,
        confirmationSentAt: now,
      })
      .where(eq(newsletterSubscribers.id, row.id));
    const mail = confirmationEmail(meta.lang, confirmUrl(deps.env.PUBLIC_URL, meta.lang, token));
    await tx.insert(outbox).values({
      kind: "newsletter_confirmation",
      to: email,
      subject: mail.subject,
      text: mail.text,
      nextAttemptAt: now,
      createdAt: now,
    });
    return true;
  });
  if (sent) {
    deps.logger.info({ lang: meta.lang }, "newsletter confirmation queued");
    wakeOutbox();
  }
  return SUBSCRIBED;
}
