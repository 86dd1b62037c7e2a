import { randomBytes } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import type { NewsletterAnswer, NewsletterInput } from "#core/domain/newsletter";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import type { Db } from "../db/client";
import { newsletterSubscribers, outbox } from "../db/schema";
import type { Env } from "../env";
import { emailSubject, limitRequests } from "../http/limit-requests";
import type { Logger } from "../logger";
import { wakeOutbox } from "../mail/wake";
import { unsubscribeUrl } from "./unsubscribe-url";

export interface NewsletterDeps {
  db: Db;
  env: Env;
  logger: Logger;
  now: () => Date;
}

/** Per client address, room for an office whose colleagues share one; per e-mail, a few tries. */
export const NEWSLETTER_RATE_LIMITS = {
  address: {
    name: "newsletter",
    limit: 30,
    windowMs: 15 * 60_000,
    messageKey: "newsletter:errors.rateLimited",
  },
  email: {
    name: "newsletter-email",
    limit: 5,
    windowMs: 15 * 60_000,
    messageKey: "newsletter:errors.rateLimitedEmail",
  },
};

const SUBSCRIBED: NewsletterAnswer = { status: "subscribed" };

function welcomeEmail(lang: Lang, link: string): { subject: string; text: string } {
  const t = serverT(lang, "newsletter");
  return {
    subject: t("welcome.subject"),
    text: [t("welcome.text"), "", t("welcome.unsubscribe"), link, ""].join("\n"),
  };
}

/**
 * Subscribes an address (lower-cased) once. A new or renewed subscription gets a welcome e-mail with its
 * unsubscribe link, written to the outbox in the same transaction; a repeat changes nothing. All three
 * answer the same, so the answer never tells whether an address was already on the list.
 */
export async function subscribeNewsletter(
  deps: NewsletterDeps,
  input: NewsletterInput,
  meta: { ip: string; lang: Lang },
): Promise<NewsletterAnswer> {
  const now = deps.now();
  await limitRequests(
    deps.db,
    [
      { rule: NEWSLETTER_RATE_LIMITS.address, subject: meta.ip },
      { rule: NEWSLETTER_RATE_LIMITS.email, subject: emailSubject(input.email) },
    ],
    { lang: meta.lang, now },
  );
  const email = input.email.toLowerCase();

  const welcomed = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({
        email,
        lang: meta.lang,
        unsubscribeToken: randomBytes(32).toString("base64url"),
        createdAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    const [renewed] = created
      ? []
      : await tx
          .update(newsletterSubscribers)
          .set({ unsubscribedAt: null, lang: meta.lang })
          .where(and(eq(newsletterSubscribers.email, email), isNotNull(newsletterSubscribers.unsubscribedAt)))
          .returning();
    const subscriber = created ?? renewed;
    if (!subscriber) return false;
    const lang = meta.lang;
    const mail = welcomeEmail(lang, unsubscribeUrl(deps.env.PUBLIC_URL, lang, subscriber.unsubscribeToken));
    await tx.insert(outbox).values({
      kind: "newsletter_welcome",
      to: subscriber.email,
      subject: mail.subject,
      text: mail.text,
      nextAttemptAt: now,
      createdAt: now,
    });
    return true;
  });
  if (welcomed) {
    deps.logger.info({ lang: meta.lang }, "newsletter subscription");
    wakeOutbox();
  }
  return SUBSCRIBED;
}
