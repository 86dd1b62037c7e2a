/**
 * In-process nudge: a domain function that has just committed an outbox row wakes this instance's
 * sender, so mail leaves at once instead of at the next poll. Other instances find it by polling.
 */
const listeners = new Set<() => void>();

export function wakeOutbox(): void {
  for (const listener of listeners) listener();
}

export function onOutboxWake(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
