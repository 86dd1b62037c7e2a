import "./zod-config";
import * as z from "zod/mini";

// The public contact form's rules, imported by its island: `zod/mini` and only what the form and
// POST /api/contact use (decision 006). What staff read and change of received messages is in
// `contact-messages.ts`, so that none of it reaches the public page's script.

/** SPEC.md section 9: field limits of the contact form. */
export const CONTACT_LIMITS = { name: 100, email: 255, company: 100, message: 1000 } as const;

/**
 * The contact form (SPEC.md section 5): trimmed values, the spec's limits and messages (translation keys),
 * checked by the browser form and again by POST /api/contact and the no-JavaScript form post.
 */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: "contact:errors.nameRequired" })
    .check(
      z.trim(),
      z.minLength(1, "contact:errors.nameRequired"),
      z.maxLength(CONTACT_LIMITS.name, "contact:errors.nameTooLong"),
    ),
  email: z.pipe(
    z.string({ error: "contact:errors.emailInvalid" }).check(z.trim()),
    z
      .email({ error: "contact:errors.emailInvalid" })
      .check(z.maxLength(CONTACT_LIMITS.email, "contact:errors.emailTooLong")),
  ),
  company: z.pipe(
    z.optional(
      z
        .string({ error: "contact:errors.companyTooLong" })
        .check(z.trim(), z.maxLength(CONTACT_LIMITS.company, "contact:errors.companyTooLong")),
    ),
    z.transform((value) => (value ? value : undefined)),
  ),
  message: z
    .string({ error: "contact:errors.messageRequired" })
    .check(
      z.trim(),
      z.minLength(1, "contact:errors.messageRequired"),
      z.maxLength(CONTACT_LIMITS.message, "contact:errors.messageTooLong"),
    ),
});

export type ContactFormValues = z.input<typeof contactMessageSchema>;
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/**
 * What POST /api/contact accepts: the form's fields plus two anti-spam signals that never produce a
 * validation error (a bot must not learn which check caught it): `website`, a honeypot that people never
 * see, and `elapsedMs`, how long the page had been open when the form was sent.
 */
export const contactSubmissionSchema = z.extend(contactMessageSchema, {
  website: z.optional(z.unknown()),
  elapsedMs: z.optional(z.unknown()),
});
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** The name of the honeypot field, in the JSON body and in the plain HTML form. */
export const HONEYPOT_FIELD = "website";

/** POST /api/contact answers this on success (and, indistinguishably, when spam was turned away). */
export interface ContactAnswer {
  status: "received";
}
