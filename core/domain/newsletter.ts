import "./zod-config";
import * as z from "zod/mini";

export const NEWSLETTER_EMAIL_MAX = 255;

/** The 'Stay Updated' block: one e-mail address, checked by the browser and by POST /api/newsletter. */
export const newsletterSchema = z.object({
  email: z.pipe(
    z.string({ error: "newsletter:errors.emailInvalid" }).check(z.trim()),
    z
      .email({ error: "newsletter:errors.emailInvalid" })
      .check(z.maxLength(NEWSLETTER_EMAIL_MAX, "newsletter:errors.emailTooLong")),
  ),
});
export type NewsletterInput = z.output<typeof newsletterSchema>;

/**
 * The one answer of POST /api/newsletter, for a new, repeated or renewed subscription alike (a new one
 * waits for its confirmation link, double opt-in; the answer never says which).
 */
export interface NewsletterAnswer {
  status: "subscribed";
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The unsubscribe link's token: 32 random bytes, base64url. */
export const unsubscribeTokenSchema = z.object({
  token: z.string().check(z.trim(), z.regex(TOKEN, "newsletter:unsubscribe.invalid")),
});

/** The confirmation link's token (double opt-in), the same shape. */
export const confirmTokenSchema = z.object({
  token: z.string().check(z.trim(), z.regex(TOKEN, "newsletter:confirm.invalid")),
});

export type SubscriptionState = "subscribed" | "unsubscribed" | "invalid";

/** What opening a confirmation link did: confirmed (now or before), or an unknown/expired link. */
export type ConfirmationState = "confirmed" | "invalid";

/** After this long unconfirmed, an address is deleted (its confirmation link expires with it). */
export const CONFIRMATION_DAYS = 7;
/** A repeated subscription of an unconfirmed address re-sends the confirmation at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 10;
