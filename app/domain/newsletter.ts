import { z } from "zod";

export const NEWSLETTER_EMAIL_MAX = 255;

/** The 'Stay Updated' block: one e-mail address, checked by the browser and by POST /api/newsletter. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "newsletter:errors.emailInvalid" })
    .trim()
    .pipe(
      z
        .email({ error: "newsletter:errors.emailInvalid" })
        .max(NEWSLETTER_EMAIL_MAX, "newsletter:errors.emailTooLong"),
    ),
});
export type NewsletterInput = z.output<typeof newsletterSchema>;

/** The one answer of POST /api/newsletter, for a new, repeated or renewed subscription alike. */
export interface NewsletterAnswer {
  status: "subscribed";
}

/** The unsubscribe link's token: 32 random bytes, base64url. */
export const unsubscribeTokenSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "newsletter:unsubscribe.invalid"),
});

export type SubscriptionState = "subscribed" | "unsubscribed" | "invalid";
