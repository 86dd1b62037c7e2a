import { data } from "react-router";
import { serverT } from "#core/i18n/resources.server";
import { pageAddress } from "~/lib/page-address.server";
import { pageServices, readFormLimited, type ServiceArgs } from "~/lib/page-services.server";
import type { ConfirmationView, SubscribeResult, SubscriptionView } from "./types";

/** The subscription the link's token points at (an unknown or malformed token: "invalid"). */
export async function loadSubscription(args: ServiceArgs): Promise<SubscriptionView> {
  const token = new URL(args.request.url).searchParams.get("token")?.trim() ?? "";
  if (!token) return { state: "invalid", email: null, token };
  const outcome = await pageServices(args).newsletter.lookUp({ token });
  return outcome.ok ? { ...outcome.data, token } : { state: "invalid", email: null, token };
}

/** /newsletter/confirm?token=…: opening the confirmation link confirms the address (double opt-in). */
export async function loadConfirmation(args: ServiceArgs): Promise<ConfirmationView> {
  const token = new URL(args.request.url).searchParams.get("token")?.trim() ?? "";
  if (!token) return { state: "invalid", email: null, token };
  const outcome = await pageServices(args).newsletter.confirm({ token });
  return outcome.ok ? { ...outcome.data, token } : { state: "invalid", email: null, token };
}

/**
 * POST /newsletter: the 'Stay Updated' form when JavaScript is off (with script it posts to the API), through
 * the same handler as POST /api/newsletter.
 */
export async function subscribeAction(args: ServiceArgs) {
  const { lang } = pageAddress(args);
  const form = await readFormLimited(args.request, 8 * 1024).catch(() => new URLSearchParams());
  const email = form.get("email") ?? "";
  const outcome = await pageServices(args).newsletter.subscribe({ email });
  if (outcome.ok) {
    return data<SubscribeResult>({ ok: true, email: email.trim().toLowerCase() });
  }
  const message =
    outcome.status >= 500 ? serverT(lang, "newsletter")("toast.errorDescription") : outcome.message;
  const headers: Record<string, string> = {};
  if (outcome.retryAfterSeconds !== undefined) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return data<SubscribeResult>({ ok: false, message, email }, { status: outcome.status, headers });
}

/** POST /newsletter/unsubscribe: the button on the unsubscribe link's page, with or without JavaScript. */
export async function unsubscribeAction(args: ServiceArgs) {
  const form = await readFormLimited(args.request, 8 * 1024).catch(() => new URLSearchParams());
  const token = (form.get("token") ?? "").trim();
  const outcome = await pageServices(args).newsletter.unsubscribe({ token });
  const subscription: SubscriptionView = outcome.ok
    ? { ...outcome.data, token }
    : { state: "invalid", email: null, token };
  return data<SubscriptionView>(subscription, { status: linkStatus(subscription) });
}

/** A link without a token is a bad request; one whose token we never issued (or that expired) is not found. */
export function linkStatus(subscription: { state: string; token: string }): number {
  if (subscription.state !== "invalid") return 200;
  return subscription.token ? 404 : 400;
}
