import type { Lang } from "#core/i18n/languages";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import type { Db } from "../db/client";
import { AppError } from "./errors";
import { hitRateLimit } from "./rate-limit";

export interface AddressLimit {
  /** Counter name, e.g. "contact". */
  name: string;
  limit: number;
  windowMs: number;
  /** Translation key of the 429 message; gets `{{wait}}`, e.g. "5 minutes". */
  messageKey: string;
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

/**
 * Counts one request from `ip` against a shared, database-held window (every instance sees the same
 * count); over the limit it throws 429 with Retry-After and a translated message.
 */
export async function limitPerAddress(
  db: Db,
  rule: AddressLimit,
  context: { ip: string; lang: Lang; now: Date },
): Promise<void> {
  const hit = await hitRateLimit(db, `${rule.name}:${context.ip}`, {
    limit: rule.limit,
    windowMs: rule.windowMs,
    now: context.now,
  });
  if (hit.allowed) return;
  const t = serverT(context.lang);
  throw new AppError(
    429,
    "rate_limited",
    t(rule.messageKey, { wait: formatWait(hit.retryAfterSeconds, context.lang) }),
    { retryAfterSeconds: hit.retryAfterSeconds },
  );
}
