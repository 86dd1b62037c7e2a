import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import type { Actor, Tx } from "./audit";

/**
 * Told when staff set a company's industry (adding it, or changing it), inside the change's transaction: the
 * industry feature keeps it as a correction when its detector would have said otherwise (wired in
 * server/api.ts, so that the CRM does not import the industry feature).
 */
export type IndustryChosen = (
  tx: Tx,
  choice: { companyId: number; name: string; industry: string; actor: string; at: Date },
) => Promise<void>;

/** What a CRM change needs: the database, who makes it, when, and the request's translations. */
export interface CrmContext {
  db: Db;
  actor: Actor;
  now: Date;
  t: TFunction;
  industryChosen?: IndustryChosen;
}
