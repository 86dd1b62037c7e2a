import type { LeaderView } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, requestOptions } from "~/lib/api-client";

/**
 * The leaders of /crm/people in their order are one query: the people editor lists them and the insight editor
 * offers them as authors, so a leader added or renamed in one shows in the other.
 */
export const LEADERS_KEY = ["leaders"] as const;

/** See LEADERS_KEY: `useQuery(leadersQuery(lang))`. */
export const leadersQuery = (lang: Lang) => ({
  queryKey: LEADERS_KEY,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (await answerOf(api.crm.leaders.$get({}, requestOptions(lang, signal)))).items as LeaderView[],
});
