/**
 * Signing in again in place: when a save meets an ended session, the staff page (which registers the
 * handler) asks for the password over the page; the API client then sends the same request again, so
 * nothing typed is lost. Several saves waiting at once share one question.
 */
type Handler = () => Promise<boolean>;

let handler: Handler | undefined;
let pending: Promise<boolean> | undefined;

export function setReauthHandler(next: Handler | undefined): void {
  handler = next;
}

/** Resolves true once signed in again, false when the person declined (or no page can ask). */
export function reauthenticate(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  pending ??= handler().finally(() => {
    pending = undefined;
  });
  return pending;
}

export const canReauthenticate = () => handler !== undefined;

/**
 * fetch, except that a change (not a GET) answered 401 outside /api/auth first asks for the password in
 * place and is then sent once more, with the same body.
 */
export const fetchWithReauth: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status !== 401 || !handler) return response;
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const path = new URL(url, "http://localhost").pathname;
  if (method === "GET" || path.startsWith("/api/auth/")) return response;
  return (await reauthenticate()) ? fetch(input, init) : response;
};
