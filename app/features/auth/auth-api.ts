import type { LoginInput, SessionAnswer } from "~/domain/auth";
import type { Lang } from "~/i18n/languages";
import { apiFetch } from "~/lib/api-client";

/** The cache key of the staff session; every other query of a staff page is dropped when it ends. */
export const SESSION_QUERY_KEY = ["auth", "session"] as const;

export function fetchSession(lang: Lang, signal?: AbortSignal): Promise<SessionAnswer> {
  return apiFetch<SessionAnswer>("/api/auth/session", { lang, signal });
}

export function logIn(lang: Lang, input: LoginInput): Promise<SessionAnswer> {
  return apiFetch<SessionAnswer>("/api/auth/login", { lang, method: "POST", body: input });
}

export function logOut(lang: Lang): Promise<SessionAnswer> {
  return apiFetch<SessionAnswer>("/api/auth/logout", { lang, method: "POST", body: {} });
}
