import type { Lang } from "../app/i18n/languages";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { AppError } from "./http/errors";
import type { Logger } from "./logger";

export interface OperationDeps {
  env: Env;
  database: Database;
  logger: Logger;
  now: () => Date;
}

/**
 * Server operations that React Router actions may run (the plain-HTML form fallbacks).
 * Each is the same domain function the JSON API calls.
 */
export async function pageOperations(
  _deps: OperationDeps,
  operation: string,
  _input: unknown,
  _meta: { ip: string; lang: Lang },
): Promise<unknown> {
  throw new AppError(404, "not_found", `Unknown operation ${operation}`);
}
