import { data } from "react-router";
import { serverT } from "~/i18n/resources.server";
import { pageServices, readFormLimited, type ServiceArgs } from "~/lib/page-services.server";
import { langFromPathname } from "~/lib/paths";
import type { NewsletterActionResult, SubscriptionView } from "./types";

/** The subscription the link's token points at (an unknown or malformed token: "invalid"). */
export async function loadSubscription(args: ServiceArgs): Promise<SubscriptionView> {
  const token = new URL(args.request.url).searchParams.get("token")?.trim() ?? "";
  if (!token) return { state: "invalid", email: null, token };
  const outcome = await pageServices(args).newsletter.lookUp({ token });
  return outcome.ok ? { ...outcome.data, token } : { state: "invalid", email: null, token };
}

/**
 * Posts to the newsletter page, with or without JavaScript: `intent=unsubscribe` (the link's button) or
 * `intent=subscribe` (the 'Stay Updated' form when JavaScript is off).
 */
export async function newsletterAction(args: ServiceArgs) {
  const lang = langFromPathname(new URL(args.request.url).pathname);
  const form = await readFormLimited(args.request, 8 * 1024).catch(() => new URLSearchParams());

  if (form.get("intent") === "subscribe") {
    const email = form.get("email") ?? "";
    const outcome = await pageServices(args).newsletter.subscribe({ email });
    if (outcome.ok) {
      return data<NewsletterActionResult>({ kind: "subscribe", ok: true, email: email.trim().toLowerCase() });
    }
    const message =
      outcome.status >= 500 ? serverT(lang, "newsletter")("toast.errorDescription") : outcome.message;
    const headers: Record<string, string> = {};
    if (outcome.retryAfterSeconds !== undefined) headers["Retry-After"] = String(outcome.retryAfterSeconds);
    return data<NewsletterActionResult>(
      { kind: "subscribe", ok: false, message },
      { status: outcome.status, headers },
    );
  }

  const token = (form.get("token") ?? "").trim();
  const outcome = await pageServices(args).newsletter.unsubscribe({ token });
  const subscription: SubscriptionView = outcome.ok
    ? { ...outcome.data, token }
    : { state: "invalid", email: null, token };
  return data<NewsletterActionResult>({ kind: "unsubscribe", subscription });
}
