import type { LoginInput, SessionAnswer } from "#core/domain/auth";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, requestOptions } from "~/lib/api-client";

/** The cache key of the staff session; every other query of a staff page is dropped when it ends. */
export const SESSION_QUERY_KEY = ["auth", "session"] as const;

export function fetchSession(lang: Lang, signal?: AbortSignal): Promise<SessionAnswer> {
  return answerOf(api.auth.session.$get({}, requestOptions(lang, signal)));
}

export function logIn(lang: Lang, input: LoginInput): Promise<SessionAnswer> {
  return answerOf(api.auth.login.$post({ json: input }, requestOptions(lang)));
}

export function logOut(lang: Lang): Promise<SessionAnswer> {
  return answerOf(api.auth.logout.$post({ json: {} }, requestOptions(lang)));
}

/** The account's own second factor, when the team requires one and it has none (its sessions end). */
export function setUpSecondFactor(lang: Lang): Promise<{ uri: string; recoveryCodes: string[] }> {
  return answerOf(api.crm["second-factor"].$post({ json: {} }, requestOptions(lang)));
}
