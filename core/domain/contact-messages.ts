import "./zod-config";
import { z } from "zod";

/**
 * Received contact messages as the staff area reads and changes them (GET /api/crm/messages, marking one
 * handled). Apart from `contact.ts`, the public form's rules, so that the contact page's script carries
 * none of it; classic zod like the rest of the staff app (decision 006).
 */

/** A received message as staff read it (GET /api/crm/messages). */
export interface StaffMessage {
  id: number;
  name: string;
  email: string;
  company: string | null;
  message: string;
  lang: string;
  receivedAt: string;
  /** When a staff member marked it handled, and who; null while it is open. */
  handled: { at: string; by: string | null } | null;
  /**
   * Why the spam checks suspect it (a hidden field filled in, sent under three seconds, no fill time): such a
   * message is listed apart and sent no notification; null when it looks like a person's.
   */
  suspectedSpam: SpamReason | null;
  /** The company it was turned into ("Turn into lead"); null while none. */
  lead: { companyId: number; companyName: string } | null;
  notification: {
    status: "pending" | "sent" | "failed";
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string;
    sentAt: string | null;
  } | null;
}

/** Messages sent faster than this after the page opened are suspected to be automated (or autofilled). */
export const MIN_FILL_MS = 3000;

/** Why a contact message looks automated (stored with it, server/contact/spam-check.ts). */
export const SPAM_REASONS = ["honeypot", "too_fast", "no_timing"] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

export interface StaffMessagesAnswer {
  messages: StaffMessage[];
  /** Pass as `before` to read older messages; null at the end. */
  nextCursor: number | null;
}

/**
 * Which messages the staff list shows: those still open, those handled (both without the suspected spam),
 * the suspected spam, or all.
 */
export const MESSAGE_STATES = ["open", "handled", "spam", "all"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/** PUT /api/crm/messages/:id/handled: mark a message handled, or open again (the Undo). */
export const messageHandledSchema = z.object({ handled: z.boolean() });
