import type { ActivityKind, TimelineEntry } from "#core/domain/pipeline";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, doneOf, requestOptions } from "~/lib/api-client";

export type ActivityEntry = Extract<TimelineEntry, { type: "activity" }>;

/** Under the company's key, so a change to the company refreshes its timeline too. */
export const timelineKey = (companyId: number) => ["crm", "company", companyId, "timeline"] as const;

const company = api.crm.companies[":id{[0-9]+}"];
const activity = api.crm.activities[":id{[0-9]+}"];
const param = (id: number) => ({ id: String(id) });

export const fetchTimeline = (lang: Lang, companyId: number, offset: number, signal?: AbortSignal) =>
  answerOf(
    company.timeline.$get(
      { param: param(companyId), query: { offset: String(offset) } },
      requestOptions(lang, signal),
    ),
  );

export const logActivity = (lang: Lang, companyId: number, json: { kind: ActivityKind; body: string }) =>
  answerOf(company.activities.$post({ param: param(companyId), json }, requestOptions(lang)));

export const editActivity = (
  lang: Lang,
  id: number,
  json: { kind: ActivityKind; body: string; version: number },
) => answerOf(activity.$patch({ param: param(id), json }, requestOptions(lang)));

export const removeActivity = (lang: Lang, id: number) =>
  doneOf(activity.$delete({ param: param(id) }, requestOptions(lang)));
