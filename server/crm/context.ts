import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import type { Actor } from "./audit";

/** What a CRM change needs: the database, who makes it, when, and the request's translations. */
export interface CrmContext {
  db: Db;
  actor: Actor;
  now: Date;
  t: TFunction;
}
