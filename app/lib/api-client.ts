import { type ClientResponse, hc } from "hono/client";
import { z } from "zod";
import type { Lang } from "~/i18n/languages";
import type { Api } from "../../server/api-type";

/** The error contract of our API: `{error:{code,message,fields?}}`, with more details for some codes. */
const errorAnswerSchema = z.object({
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** An error answer of our API, with the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** The whole `error` object: code, message, fields and any details (`current` of a 409, `retryAt`). */
  readonly body: Record<string, unknown>;

  constructor(status: number, body: { code?: string; message?: string; fields?: Record<string, string> }) {
    super(body.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body.code ?? "unknown";
    this.fields = body.fields;
    this.body = body;
  }
}

/** The error of an answer that is not ok: its checked `error` object, or just its status. */
function errorFrom(status: number, body: unknown): ApiError {
  const answer = errorAnswerSchema.safeParse(body);
  return new ApiError(status, answer.success ? answer.data.error : {});
}

async function errorOf(response: { status: number; json(): Promise<unknown> }): Promise<ApiError> {
  return errorFrom(response.status, await response.json().catch(() => undefined));
}

/**
 * The JSON API under /api, typed from the server's route definitions (server/api-type.ts, a type-only
 * import): `api.crm.companies.$get({ query }, requestOptions(lang))`.
 */
export const api = hc<Api>("/api");

/** Every call's options: the page's language (errors come back translated), the session cookie, abort. */
export function requestOptions(lang: Lang, signal?: AbortSignal) {
  return {
    headers: { "Accept-Language": lang, Accept: "application/json" },
    init: { credentials: "same-origin" as const, signal },
  };
}

/** The answer's body, as the route declares it; rejects with ApiError for an error answer, or the network error. */
export async function answerOf<T>(pending: Promise<ClientResponse<T, number, "json">>): Promise<T> {
  const response = await pending;
  if (!response.ok) throw await errorOf(response);
  return response.json();
}

/** For answers without a body (204): resolves when ok, rejects as answerOf. */
export async function doneOf(pending: Promise<ClientResponse<unknown, number, string>>): Promise<void> {
  const response = await pending;
  if (!response.ok) throw await errorOf(response);
}

/**
 * The public forms' calls (contact, newsletter), by path: their routes are being reworked (one handler for
 * the no-JS post and the script) and join the typed chain after that.
 * Resolves with the parsed body; rejects with ApiError for an error answer, or with the network error.
 */
export async function apiFetch<T>(
  path: string,
  options: { lang: Lang; method?: string; body?: unknown; signal?: AbortSignal },
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
  if (!response.ok) throw errorFrom(response.status, parsed);
  // The public routes are not in the typed chain yet (see the note above): their answer is trusted.
  return parsed as T;
}
