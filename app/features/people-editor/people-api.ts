import type { InferResponseType } from "hono/client";
import type { LeaderCreate, LeaderUpdate, LeaderView } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, doneOf, requestOptions } from "~/lib/api-client";

/** The editor's calls to /api/crm/leaders, in the page's language (errors come back translated). */
const leaders = api.crm.leaders;
const one = leaders[":key{[a-z0-9-]{1,80}}"];
const param = (key: string) => ({ param: { key } });

export const leaderKeys = {
  all: ["leaders"] as const,
  one: (key: string) => ["leaders", "one", key] as const,
  photos: ["leaders", "photos"] as const,
};

export const fetchLeaders = async (lang: Lang, signal?: AbortSignal) =>
  (await answerOf(leaders.$get({}, requestOptions(lang, signal)))).items as LeaderView[];

export const fetchLeader = (lang: Lang, key: string, signal?: AbortSignal) =>
  answerOf(one.$get(param(key), requestOptions(lang, signal))) as Promise<LeaderView>;

export const createLeader = (lang: Lang, json: LeaderCreate) =>
  answerOf(leaders.$post({ json }, requestOptions(lang))) as Promise<LeaderView>;

export const saveLeader = (lang: Lang, key: string, json: LeaderUpdate) =>
  answerOf(one.$put({ ...param(key), json }, requestOptions(lang))) as Promise<LeaderView>;

export const moveLeader = async (lang: Lang, key: string, direction: "up" | "down") =>
  (await answerOf(one.move.$post({ ...param(key), json: { direction } }, requestOptions(lang))))
    .items as LeaderView[];

export const deleteLeader = (lang: Lang, key: string) =>
  doneOf(one.$delete(param(key), requestOptions(lang)));

/** The media library's newest images, to pick a photo from. */
export const fetchPhotos = async (lang: Lang, signal?: AbortSignal) =>
  (await answerOf(api.crm.media.$get({ query: { page: "1" } }, requestOptions(lang, signal)))).images;
export type PhotoChoice = InferResponseType<typeof api.crm.media.$get, 200>["images"][number];
