/**
 * What the logs may say about an unexpected error: its code (a PostgreSQL SQLSTATE, a Node system error
 * code) or its class name, never its message. Messages of database errors carry the query and its
 * parameters, that is visitors' and staff's data.
 */
export function errorCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[A-Za-z0-9_.:-]{1,64}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.name : typeof error;
}
