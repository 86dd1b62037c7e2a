import type { SubscriptionState } from "~/domain/newsletter";

/** What the newsletter page shows for its link's token. */
export interface SubscriptionView {
  state: SubscriptionState;
  email: string | null;
  token: string;
}

/** What a post to the newsletter page did. */
export type NewsletterActionResult =
  | { kind: "unsubscribe"; subscription: SubscriptionView }
  | { kind: "subscribe"; ok: true; email: string }
  | { kind: "subscribe"; ok: false; message: string };
