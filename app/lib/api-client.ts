import { type ClientResponse, hc } from "hono/client";
import type { Lang } from "#core/i18n/languages";
import type { Api } from "../../server/api-type";
import { type ApiError, errorFrom } from "./api-error";
import { fetchWithReauth } from "./reauth";

export { ApiError } from "./api-error";

async function errorOf(response: { status: number; json(): Promise<unknown> }): Promise<ApiError> {
  return errorFrom(response.status, await response.json().catch(() => undefined));
}

/**
 * The JSON API under /api, typed from the server's route definitions (server/api-type.ts, a type-only
 * import): `api.crm.companies.$get({ query }, requestOptions(lang))`.
 */
// A save that meets an ended session waits for the password and is sent again (lib/reauth.ts).
export const api = hc<Api>("/api", { fetch: fetchWithReauth });

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
