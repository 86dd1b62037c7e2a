import type { ContactAnswer, ContactSubmission } from "#core/domain/contact";
import type { Lang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { contactMessages, outbox } from "../db/schema";
import type { Env } from "../env";
import { limitPerAddress } from "../http/limit-per-address";
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

/** Per address: a handful of messages in ten minutes is plenty for a person, and stops a flood. */
export const CONTACT_RATE_LIMIT = {
  name: "contact",
  limit: 5,
  windowMs: 10 * 60_000,
  messageKey: "contact:errors.rateLimited",
};

const RECEIVED: ContactAnswer = { status: "received" };

/**
 * Receives a validated contact message: counts it against the sender address's rate limit, turns away
 * what the spam checks catch (with the very same answer, and nothing stored or sent), and otherwise
 * stores the message and its notification e-mail in one transaction. Resolves only after the commit.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactSubmission,
  meta: SubmissionMeta,
): Promise<ContactAnswer> {
  const now = deps.now();
  await limitPerAddress(deps.db, CONTACT_RATE_LIMIT, { ip: meta.ip, lang: meta.lang, now });

  const spam = spamReason(input.website, meta.channel, now);
  if (spam) {
    deps.logger.info({ reason: spam, ip: meta.ip, channel: meta.channel.kind }, "contact spam turned away");
    return RECEIVED;
  }

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
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message insert returned nothing");
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
  deps.logger.info({ contactMessageId: id, lang: meta.lang }, "contact message received");
  wakeOutbox();
  return RECEIVED;
}
