import {
  confirmTokenSchema,
  type NewsletterAnswer,
  newsletterSchema,
  unsubscribeTokenSchema,
} from "#core/domain/newsletter";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import type { ConfirmationFound } from "#core/lib/request-context";
import type { Db } from "../db/client";
import { parseInput } from "../http/input";
import { confirmSubscription } from "./confirm-subscription";
import { type NewsletterDeps, subscribeNewsletter } from "./subscribe-newsletter";
import { getSubscription, type Subscription, unsubscribeNewsletter } from "./unsubscribe-newsletter";

/**
 * The newsletter form's one handler, for both roads: POST /api/newsletter (the form with script) and the
 * newsletter page's plain POST (without): the shared schema, then the subscription.
 */
export function receiveSubscription(
  deps: NewsletterDeps,
  input: unknown,
  meta: { ip: string; lang: Lang },
): Promise<NewsletterAnswer> {
  return subscribeNewsletter(deps, parseInput(newsletterSchema, input, serverT(meta.lang)), meta);
}

/** The unsubscribe page: what the link's token points at. */
export function lookUpSubscription(db: Db, input: unknown, lang: Lang): Promise<Subscription> {
  const { token } = parseInput(unsubscribeTokenSchema, input, serverT(lang));
  return getSubscription(db, token);
}

/** The unsubscribe page's button. */
export function endSubscription(db: Db, input: unknown, lang: Lang, now: Date): Promise<Subscription> {
  const { token } = parseInput(unsubscribeTokenSchema, input, serverT(lang));
  return unsubscribeNewsletter(db, token, now);
}

/** The confirmation link's page (double opt-in). */
export function confirmAddress(db: Db, input: unknown, lang: Lang, now: Date): Promise<ConfirmationFound> {
  const { token } = parseInput(confirmTokenSchema, input, serverT(lang));
  return confirmSubscription(db, token, now);
}
