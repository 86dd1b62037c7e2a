import type { Role } from "#core/domain/roles";
import type { Lang } from "#core/i18n/languages";
import type { TFunction } from "#core/i18n/translate";
import type { PageAddress } from "#core/lib/paths";
import type { Database, Db } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";

/** What every request handler can reach through `c.var`. */
export interface AppVariables {
  env: Env;
  db: Db;
  database: Database;
  logger: Logger;
  now: () => Date;
  /** The language the client asked for (Accept-Language), for translated errors. */
  lang: Lang;
  t: TFunction;
  /**
   * The page the URL names (its language and neutral path), read once here for every request: the page's
   * language, the staff area's headers, the language notice and React Router's loaders read it from here.
   */
  page: PageAddress;
  /** The client's address (X-Forwarded-For is honoured only with TRUST_PROXY, from the right). */
  ip: string;
  /** A random id per request, sent back as X-Request-Id and the one thing error logs say about it. */
  requestId: string;
  /** Set by the staff-session middleware on /api/crm routes. */
  staff: { id: number; username: string; role: Role; mustSetUpSecondFactor?: boolean } | undefined;
}

export type AppEnv = { Variables: AppVariables };
