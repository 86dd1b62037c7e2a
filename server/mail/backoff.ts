export interface RetryPolicy {
  /** Delay after the first failed attempt; doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all, after which an e-mail is marked failed (the message itself stays readable by staff). */
  maxAttempts: number;
}

/** About six hours of retries: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly. */
export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 12 };

/** When to try again after `attempts` failed attempts, or undefined to give up. */
export function nextAttemptAt(attempts: number, now: Date, policy: RetryPolicy): Date | undefined {
  if (attempts >= policy.maxAttempts) return undefined;
  const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + delay);
}
