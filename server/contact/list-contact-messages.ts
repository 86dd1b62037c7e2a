import { and, desc, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import {
  type MessageState,
  SPAM_REASONS,
  type SpamReason,
  type StaffMessage,
  type StaffMessagesAnswer,
} from "#core/domain/contact-messages";
import type { Db } from "../db/client";
import { companies, contactMessages, outbox } from "../db/schema";

export const MESSAGES_PAGE_SIZE = 50;

type NotificationStatus = NonNullable<StaffMessage["notification"]>["status"];

function toSpamReason(value: string | null): SpamReason | null {
  if (value === null) return null;
  return SPAM_REASONS.find((reason) => reason === value) ?? "no_timing";
}

function toStatus(value: string): NotificationStatus {
  return value === "sent" || value === "failed" ? value : "pending";
}

/**
 * Received contact messages (open, handled, suspected spam or all), newest first, each with its notification e-mail's outbox
 * state and the company it was turned into, if any.
 */
export async function listContactMessages(
  db: Db,
  options: { before?: number | undefined; limit?: number | undefined; state?: MessageState | undefined } = {},
): Promise<StaffMessagesAnswer> {
  const limit = Math.min(Math.max(options.limit ?? MESSAGES_PAGE_SIZE, 1), 200);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(
      and(
        options.before ? lt(contactMessages.id, options.before) : undefined,
        options.state === "open" || options.state === "handled"
          ? isNull(contactMessages.spamReason)
          : undefined,
        options.state === "open" ? isNull(contactMessages.handledAt) : undefined,
        options.state === "handled" ? isNotNull(contactMessages.handledAt) : undefined,
        options.state === "spam" ? isNotNull(contactMessages.spamReason) : undefined,
      ),
    )
    .orderBy(desc(contactMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.id);
  const mails = ids.length
    ? await db.select().from(outbox).where(inArray(outbox.contactMessageId, ids)).orderBy(outbox.id)
    : [];
  const byMessage = new Map(mails.map((mail) => [mail.contactMessageId, mail]));
  const leadIds = [
    ...new Set(page.map((row) => row.leadCompanyId).filter((id): id is number => id !== null)),
  ];
  const leads = leadIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, leadIds))
    : [];
  const leadName = new Map(leads.map((lead) => [lead.id, lead.name]));
  const messages: StaffMessage[] = page.map((row) => {
    const mail = byMessage.get(row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      message: row.message,
      lang: row.lang,
      receivedAt: row.receivedAt.toISOString(),
      suspectedSpam: toSpamReason(row.spamReason),
      handled: row.handledAt ? { at: row.handledAt.toISOString(), by: row.handledBy } : null,
      lead:
        row.leadCompanyId !== null
          ? { companyId: row.leadCompanyId, companyName: leadName.get(row.leadCompanyId) ?? "" }
          : null,
      notification: mail
        ? {
            status: toStatus(mail.status),
            attempts: mail.attempts,
            lastError: mail.lastError,
            nextAttemptAt: mail.nextAttemptAt.toISOString(),
            sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
          }
        : null,
    };
  });
  return { messages, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}
