import type { ContactAnswer, ContactSubmission } from "#core/domain/contact";
import type { Lang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { contactMessages, outbox } from "../db/schema";
import type { Env } from "../env";
import { type FormLimits, limitFormPost } from "../http/limit-requests";
import type { Logger } from "../logger";
import { wakeOutbox } from "../mail/wake";
import { contactNotificationEmail } from "./notification-email";
import { type SubmissionChannel, spamReason } from "./spam-check";

export interface ContactDeps {
  db: Db;
  env: Env;
  logger: Logger;
  now: () => Date;
}

export interface SubmissionMeta {
  ip: string;
  lang: Lang;
  userAgent?: string | undefined;
  channel: SubmissionChannel;
}

/**
 * Per sender e-mail: a handful of messages in ten minutes is plenty for a person. Per client address, room
 * for an office whose colleagues share one address, and still a stop to a flood from one machine.
 */
export const CONTACT_RATE_LIMITS: FormLimits = {
  address: { name: "contact", limit: 30, windowMs: 10 * 60_000, messageKey: "contact:errors.rateLimited" },
  sender: {
    name: "contact-email",
    limit: 5,
    windowMs: 10 * 60_000,
    messageKey: "contact:errors.rateLimited",
  },
};

const RECEIVED: ContactAnswer = { status: "received" };

/**
 * Receives a validated contact message: counts it against the client address's and the sender e-mail's
 * rate limits, then stores it. A message the spam checks suspect (autofill can beat the fill time) is kept,
 * marked with the reason for staff to look at apart, and sends no notification; the visitor gets the very
 * same answer either way. Otherwise the message and its notification e-mail are stored in one
 * transaction. Resolves only after the commit.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactSubmission,
  meta: SubmissionMeta,
): Promise<ContactAnswer> {
  const now = deps.now();
  await limitFormPost(deps.db, CONTACT_RATE_LIMITS, { ...meta, email: input.email, now });
  const spam = spamReason(input.website, meta.channel, now) ?? null;

  const message = { name: input.name, email: input.email, company: input.company, message: input.message };
  const email = contactNotificationEmail(message, { lang: meta.lang, receivedAt: now });
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        company: message.company ?? null,
        message: message.message,
        lang: meta.lang,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        receivedAt: now,
        spamReason: spam,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message insert returned nothing");
    if (spam) return row.id;
    await tx.insert(outbox).values({
      kind: "contact_notification",
      contactMessageId: row.id,
      to: deps.env.MAIL_TO,
      replyTo: message.email,
      subject: email.subject,
      text: email.text,
      nextAttemptAt: now,
      createdAt: now,
    });
    return row.id;
  });
  if (spam) {
    deps.logger.info(
      { contactMessageId: id, reason: spam, ip: meta.ip, channel: meta.channel.kind },
      "contact message kept as suspected spam",
    );
    return RECEIVED;
  }
  deps.logger.info({ contactMessageId: id, lang: meta.lang }, "contact message received");
  wakeOutbox();
  return RECEIVED;
}
