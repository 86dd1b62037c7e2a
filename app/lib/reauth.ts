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
  if (!(await reauthenticate())) return response;
  const replay = fetch(input, init);
  replays.add(replay);
  void replay.catch(() => {}).finally(() => replays.delete(replay));
  return replay;
};

/** The saves sent again after signing in, until answered. */
const replays = new Set<Promise<Response>>();

/**
 * Resolves once the saves sent again after signing in have been answered. The page refetches what it shows
 * only then: a read sent alongside a save could be answered with the record as it was before the save, and
 * arrive after it (the page would show the old value of a saved field).
 */
export async function replaysAnswered(): Promise<void> {
  // The saves waiting for the password are sent again a few microtasks after it is accepted.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.allSettled([...replays]);
}
