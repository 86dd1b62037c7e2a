import type { InsightPublish, InsightState, InsightUpdate, InsightView } from "#core/domain/insights";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, doneOf, requestOptions } from "~/lib/api-client";

/** The editor's calls to /api/crm/insights, in the page's language (errors come back translated). */
const insights = api.crm.insights;
const one = insights[":id{[0-9]+}"];
const param = (id: number) => ({ param: { id: String(id) } });

export const insightKeys = {
  all: ["insights"] as const,
  list: (status: InsightState | "") => ["insights", "list", status] as const,
  one: (id: number) => ["insights", "one", id] as const,
};

export const fetchInsights = (lang: Lang, status: InsightState | "", signal?: AbortSignal) =>
  answerOf(insights.$get({ query: status ? { status } : {} }, requestOptions(lang, signal)));

export const fetchInsight = (lang: Lang, id: number, signal?: AbortSignal) =>
  answerOf(one.$get(param(id), requestOptions(lang, signal))) as Promise<InsightView>;

export const createInsight = (lang: Lang, json: Omit<InsightUpdate, "updatedAt">) =>
  answerOf(insights.$post({ json }, requestOptions(lang))) as Promise<InsightView>;

export const saveInsight = (lang: Lang, id: number, json: InsightUpdate) =>
  answerOf(one.$patch({ ...param(id), json }, requestOptions(lang))) as Promise<InsightView>;

export const publishInsight = (lang: Lang, id: number, language: Lang, json: InsightPublish) =>
  answerOf(
    one.publish[":lang{(en|ar|sr)}"].$post(
      { param: { id: String(id), lang: language }, json },
      requestOptions(lang),
    ),
  ) as Promise<InsightView>;

export const unpublishInsight = (lang: Lang, id: number, language: Lang, updatedAt: string) =>
  answerOf(
    one.unpublish[":lang{(en|ar|sr)}"].$post(
      { param: { id: String(id), lang: language }, json: { updatedAt } },
      requestOptions(lang),
    ),
  ) as Promise<InsightView>;

export const deleteInsight = (lang: Lang, id: number) => doneOf(one.$delete(param(id), requestOptions(lang)));

/** The signed-in staff member's time zone (My account), for scheduling. */
export const fetchTimeZone = async (lang: Lang, signal?: AbortSignal) =>
  (await answerOf(api.account.$get({}, requestOptions(lang, signal)))).timeZone;
