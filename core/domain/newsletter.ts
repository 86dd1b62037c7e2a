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

/** The one answer of POST /api/newsletter, for a new, repeated or renewed subscription alike. */
export interface NewsletterAnswer {
  status: "subscribed";
}

/** The unsubscribe link's token: 32 random bytes, base64url. */
export const unsubscribeTokenSchema = z.object({
  token: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,100}$/, "newsletter:unsubscribe.invalid")),
});

export type SubscriptionState = "subscribed" | "unsubscribed" | "invalid";
