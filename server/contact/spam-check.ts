import { MIN_FILL_MS, type SpamReason } from "#core/domain/contact-messages";

/** How a submission arrived, and what it says about how long the form was open. */
export type SubmissionChannel =
  /** The JSON API (the form with JavaScript): the browser reports how long the page had been open. */
  | { kind: "api"; elapsedMs: unknown }
  /**
   * The plain HTML form (no JavaScript). The prerendered page cannot carry a server time, so a first post
   * from it has none (`renderedAt` undefined) and is checked by the honeypot and the rate limit only; a
   * result page rendered per request carries the server's time, and posts from it are timed as well.
   */
  | { kind: "form"; renderedAt: number | undefined };

/** Longest a page may plausibly stay open; a larger figure is forged. */
const MAX_OPEN_MS = 31 * 24 * 60 * 60 * 1000;

function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

/** Why a submission looks automated, or undefined when it looks like a person's. */
export function spamReason(honeypot: unknown, channel: SubmissionChannel, now: Date): SpamReason | undefined {
  if (honeypotFilled(honeypot)) return "honeypot";
  if (channel.kind === "api") {
    const elapsed = channel.elapsedMs;
    if (typeof elapsed !== "number" || !Number.isFinite(elapsed) || elapsed > MAX_OPEN_MS) return "no_timing";
    return elapsed < MIN_FILL_MS ? "too_fast" : undefined;
  }
  if (channel.renderedAt === undefined) return undefined;
  const elapsed = now.getTime() - channel.renderedAt;
  return elapsed < MIN_FILL_MS ? "too_fast" : undefined;
}
