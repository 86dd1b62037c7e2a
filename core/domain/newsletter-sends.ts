import "./zod-config";
import { z } from "zod";
import type { Lang } from "../i18n/languages";

/**
 * Sending a published insight to the newsletter's confirmed subscribers (staff, admin only): the request,
 * the insights that can be sent and the sends' report. Classic zod like the rest of the staff app.
 */

/** POST /api/crm/newsletter/sends */
export const newsletterSendSchema = z.object({
  insightId: z
    .number({ error: "newsletter-sends:errors.insightInvalid" })
    .int("newsletter-sends:errors.insightInvalid")
    .positive("newsletter-sends:errors.insightInvalid"),
});
export type NewsletterSendInput = z.infer<typeof newsletterSendSchema>;

/** Counts per subscriber language. */
export type PerLang = Record<Lang, number>;

/** An insight with at least one public language (GET /api/crm/newsletter/insights). */
export interface SendableInsight {
  id: number;
  /** In the reader's language when it is public, else English, else the first public one. */
  title: string;
  titleLang: Lang;
  /** Its public languages. */
  languages: Lang[];
  /** Confirmed subscribers, per their language, who have not had this insight yet. */
  recipients: PerLang;
  /** Confirmed subscribers who already had it (a new send leaves them out). */
  alreadySent: number;
}

export interface SendableInsights {
  insights: SendableInsight[];
  /** All confirmed, current subscribers, per language. */
  subscribers: PerLang;
}

/** One send as the report shows it (GET /api/crm/newsletter/sends). */
export interface NewsletterSendReport {
  id: number;
  insightId: number;
  title: string;
  titleLang: Lang;
  startedBy: string;
  startedAt: string;
  /** Still queuing its e-mails. */
  queuing: boolean;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /** Of its recipients, those who unsubscribed after it started. */
  unsubscribedSince: number;
}
