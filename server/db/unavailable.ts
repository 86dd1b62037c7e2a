/**
 * Whether an error means the database cannot be reached right now (down, restarting, connection lost),
 * as opposed to a bad query: such a request gets a 503, and the next one tries again.
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  // PostgreSQL: the server is shutting down, restarting, starting up, or out of connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** node-postgres's own errors for a lost or unobtainable connection carry no code, only these messages. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
    const message = current instanceof Error && !("code" in current) ? current.message : "";
    if (DRIVER_MESSAGES.some((known) => message.startsWith(known))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
