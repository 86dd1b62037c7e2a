/** The fields of the contact form, as the plain HTML form posts them. */
export const CONTACT_FIELDS = ["name", "email", "company", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * What the contact page's action answers to a plain HTML post (JavaScript off): sent, or what was wrong
 * with the fields kept. `renderedAt` is the server's time when it answered, so that a post from this
 * page can be timed by the spam check.
 */
export type ContactActionResult =
  | { status: "sent"; renderedAt: number }
  | {
      status: "invalid" | "error";
      message: string;
      fields: Partial<Record<string, string>>;
      values: Record<ContactField, string>;
      renderedAt: number;
    };
