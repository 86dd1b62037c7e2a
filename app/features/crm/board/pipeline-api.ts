import type { DealStage } from "#core/domain/deals";
import type { BoardFilterParams, PipelineSettings, Rate } from "#core/domain/pipeline";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, requestOptions } from "~/lib/api-client";
import { crmKeys } from "../api/query-keys";

const all = crmKeys.pipeline();

/** The board's calls to /api/crm/pipeline; keys among the CRM's views, so that every write reloads them. */
export const pipelineKeys = {
  all,
  summary: (filters: BoardFilterParams) => [...all, "summary", filters] as const,
  column: (stage: DealStage, filters: BoardFilterParams) => [...all, "column", stage, filters] as const,
  followUps: () => [...all, "follow-ups"] as const,
  owners: () => [...all, "owners"] as const,
  settings: () => [...all, "settings"] as const,
};

const pipeline = api.crm.pipeline;

/** The board's totals with its filters, `today` the reader's day (for the expected-close filters). */
export const fetchSummary = (lang: Lang, filters: BoardFilterParams, today: string, signal?: AbortSignal) =>
  answerOf(pipeline.summary.$get({ query: { ...filters, today } }, requestOptions(lang, signal)));

/** The stage probabilities (a deal form's default probability). */
export const fetchSettings = (lang: Lang, signal?: AbortSignal) =>
  answerOf(pipeline.settings.$get({}, requestOptions(lang, signal)));

export const fetchColumn = (
  lang: Lang,
  stage: DealStage,
  filters: BoardFilterParams,
  offset: number,
  today: string,
  signal?: AbortSignal,
) =>
  answerOf(
    pipeline.columns[":stage"].$get(
      { param: { stage }, query: { ...filters, offset: String(offset), today } },
      requestOptions(lang, signal),
    ),
  );

export const fetchFollowUps = (lang: Lang, today: string, signal?: AbortSignal) =>
  answerOf(pipeline["follow-ups"].$get({ query: { today } }, requestOptions(lang, signal)));

export const fetchOwners = (lang: Lang, signal?: AbortSignal) =>
  answerOf(pipeline.owners.$get({}, requestOptions(lang, signal)));

export const saveSettings = (lang: Lang, json: PipelineSettings) =>
  answerOf(pipeline.settings.$put({ json }, requestOptions(lang)));

export const saveRates = (lang: Lang, rates: Rate[]) =>
  answerOf(pipeline.rates.$put({ json: { rates } }, requestOptions(lang)));
