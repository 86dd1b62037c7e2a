import type { Lang } from "#core/i18n/languages";
import { answerOf, api, requestOptions } from "~/lib/api-client";

/** The newsletter sends page's calls (admins only: the server checks). */
export const sendKeys = {
  insights: ["newsletter", "insights"] as const,
  sends: ["newsletter", "sends"] as const,
};

export const fetchSendable = (lang: Lang, signal?: AbortSignal) =>
  answerOf(api.crm.newsletter.insights.$get({}, requestOptions(lang, signal)));
export const fetchSends = (lang: Lang, signal?: AbortSignal) =>
  answerOf(api.crm.newsletter.sends.$get({}, requestOptions(lang, signal)));
export const startSend = (lang: Lang, insightId: number) =>
  answerOf(api.crm.newsletter.sends.$post({ json: { insightId } }, requestOptions(lang)));
