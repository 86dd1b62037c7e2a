import type { AccountSettingsInput } from "#core/domain/account";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, requestOptions } from "~/lib/api-client";

/** My account's calls to /api/account, in the page's language (errors come back translated). */
export const accountKey = ["account"] as const;

export function fetchAccount(lang: Lang, signal?: AbortSignal) {
  return answerOf(api.account.$get({}, requestOptions(lang, signal)));
}

export function saveAccount(lang: Lang, json: AccountSettingsInput) {
  return answerOf(api.account.$patch({ json }, requestOptions(lang)));
}

/** A new calendar feed address (the old one stops working): its path, shown once. */
export function rotateCalendarFeed(lang: Lang) {
  return answerOf(api.account["calendar-feed"].$post({ json: {} }, requestOptions(lang)));
}
