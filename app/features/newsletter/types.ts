import type { ConfirmationState, SubscriptionState } from "#core/domain/newsletter";

/** What the newsletter page shows for its link's token. */
export interface SubscriptionView {
  state: SubscriptionState;
  email: string | null;
  token: string;
}

/** What a post of the 'Stay Updated' form to /newsletter did (the address is kept to fill the form again). */
export type SubscribeResult = { ok: true; email: string } | { ok: false; message: string; email: string };

/** What the confirmation link's page shows. */
export interface ConfirmationView {
  state: ConfirmationState;
  email: string | null;
  token: string;
}
