import type { InferResponseType } from "hono/client";
import type { LeaderCreate, LeaderUpdate, LeaderView } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, doneOf, requestOptions } from "~/lib/api-client";
import { LEADERS_KEY } from "~/lib/leaders";

/** The editor's calls to /api/crm/leaders, in the page's language (errors come back translated). */
const leaders = api.crm.leaders;
const one = leaders[":key{[a-z0-9-]{1,80}}"];
const param = (key: string) => ({ param: { key } });

export const leaderKeys = {
  all: LEADERS_KEY,
  one: (key: string) => ["leaders", "one", key] as const,
  photos: ["leaders", "photos"] as const,
};

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

/** Every image of the media library, newest first, to pick a photo from: the first page, then the others at once. */
export async function fetchPhotos(lang: Lang, signal?: AbortSignal) {
  const page = (n: number) =>
    answerOf(api.crm.media.$get({ query: { page: String(n) } }, requestOptions(lang, signal)));
  const first = await page(1);
  const pages = Math.ceil(first.total / first.pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
  // An image uploaded meanwhile shifts the pages by one: the one pushed across a page boundary is listed once.
  const seen = new Set<number>();
  return [first, ...rest]
    .flatMap((answer) => answer.images)
    .filter((image) => !seen.has(image.id) && seen.add(image.id));
}
export type PhotoChoice = InferResponseType<typeof api.crm.media.$get, 200>["images"][number];
