import { createHash } from "node:crypto";
import type { Lang } from "#core/i18n/languages";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import type { Db } from "../db/client";
import { AppError } from "./errors";
import { hitRateLimit } from "./rate-limit";

export interface AddressLimit {
  /** Counter name, e.g. "contact" or "contact-email". */
  name: string;
  limit: number;
  windowMs: number;
  /** Translation key of the 429 message; gets `{{wait}}`, e.g. "5 minutes". */
  messageKey: string;
}

/** One counter to hit: a rule and what it counts (a client address, a sender's e-mail). */
export interface LimitCheck {
  rule: AddressLimit;
  subject: string;
}

/** "5 minutes", "٥ دقائق", "5 минута": the wait, in whole minutes, in the page's language. */
export function formatWait(seconds: number, lang: Lang): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].intl, {
    style: "unit",
    unit: "minute",
    unitDisplay: "long",
  }).format(minutes);
}

/** An e-mail address as a counter's subject: lower-cased and hashed, so the counters hold no address. */
export function emailSubject(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

/** A public form's two limits: per client address, and per sender (the e-mail address it gives). */
export interface FormLimits {
  address: AddressLimit;
  sender: AddressLimit;
}

/**
 * Counts a public form's post against its limits: the client address's first, then the sender e-mail's
 * (hashed, see emailSubject). Throws 429 as limitRequests does.
 */
export function limitFormPost(
  db: Db,
  limits: FormLimits,
  post: { ip: string; email: string; lang: Lang; now: Date },
): Promise<void> {
  return limitRequests(
    db,
    [
      { rule: limits.address, subject: post.ip },
      { rule: limits.sender, subject: emailSubject(post.email) },
    ],
    { lang: post.lang, now: post.now },
  );
}

/**
 * Counts one request against each check's shared, database-held window (every instance sees the same
 * counts), in order; at the first one over its limit it throws 429 with Retry-After and that rule's
 * translated message naming the wait. Several counters (per address and per sender) let an office whose
 * colleagues share one address write freely while one sender cannot flood.
 */
export async function limitRequests(
  db: Db,
  checks: readonly LimitCheck[],
  context: { lang: Lang; now: Date },
): Promise<void> {
  for (const { rule, subject } of checks) {
    const hit = await hitRateLimit(db, `${rule.name}:${subject}`, {
      limit: rule.limit,
      windowMs: rule.windowMs,
      now: context.now,
    });
    if (hit.allowed) continue;
    const t = serverT(context.lang);
    throw new AppError(
      429,
      "rate_limited",
      t(rule.messageKey, { wait: formatWait(hit.retryAfterSeconds, context.lang) }),
      { retryAfterSeconds: hit.retryAfterSeconds },
    );
  }
}
