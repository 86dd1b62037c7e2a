import type { Lang } from "~/i18n/languages";
import { canReauthenticate, reauthenticate } from "./reauth";

/** An error answer of our API: `{error:{code,message,fields?}}`, with the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: { code?: string; message?: string; fields?: Record<string, string> }) {
    super(body.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body.code ?? "unknown";
    this.fields = body.fields;
    this.body = body as Record<string, unknown>;
  }
}

/**
 * Calls our JSON API in the page's language (errors come back translated). Resolves with the parsed
 * body; rejects with ApiError for an error answer, or with the network error.
 */
export async function apiFetch<T>(
  path: string,
  options: { lang: Lang; method?: string; body?: unknown; signal?: AbortSignal; retried?: boolean },
): Promise<T> {
  const headers: Record<string, string> = { "Accept-Language": options.lang, Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    credentials: "same-origin",
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  if (response.status === 401 && method !== "GET" && !options.retried && !path.startsWith("/api/auth/")) {
    // A save met an ended session: sign in again in place, then send the same save (lib/reauth.ts).
    if (canReauthenticate() && (await reauthenticate()))
      return apiFetch<T>(path, { ...options, retried: true });
  }
  if (!response.ok) {
    const error = (parsed as { error?: Record<string, unknown> } | undefined)?.error ?? {};
    throw new ApiError(response.status, error as { code?: string; message?: string });
  }
  return parsed as T;
}
