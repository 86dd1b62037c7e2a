import type { BulkActionInput } from "#core/domain/crm-bulk";
import type { Lang } from "#core/i18n/languages";
import { answerOf, api, requestOptions } from "~/lib/api-client";

/** POST /api/crm/bulk: one action on many companies, all or nothing; the answer carries its undo. */
export const runBulkAction = (lang: Lang, json: BulkActionInput) =>
  answerOf(api.crm.bulk.$post({ json }, requestOptions(lang)));
