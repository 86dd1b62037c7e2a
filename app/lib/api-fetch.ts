import type { Lang } from "#core/i18n/languages";
import { errorFrom } from "./api-error";
import { fetchWithReauth } from "./reauth";

export { ApiError } from "./api-error";

/**
 * The public forms' calls (contact, newsletter), by path: the islands' script stays small without the typed
 * client (hono/client); each form's body is its zod schema's type and the answer its domain type. The staff
 * app calls the API only through the typed client (api-client.ts).
 * Resolves with the parsed body; rejects with ApiError for an error answer, or with the network error.
 */
export async function apiFetch<T>(
  path: string,
  options: { lang: Lang; method?: string; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  const headers: Record<string, string> = { "Accept-Language": options.lang, Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetchWithReauth(path, {
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
