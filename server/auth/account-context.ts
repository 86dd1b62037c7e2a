import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { passwordProblem } from "./password-policy";

/** What the account operations need: the staff command calls them directly or through the server. */
export interface AccountContext {
  db: Db;
  now: Date;
  t: TFunction;
  /** Recorded in the audit log: who ran the command ("cli", or "cli via server"). */
  actor: string;
}

export function assertGoodPassword(t: TFunction, password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) {
    throw new AppError(400, "invalid_input", t(problem.key, problem.values), {
      fields: { password: t(problem.key, problem.values) },
    });
  }
}

export function accountNotFound(t: TFunction, username: string): AppError {
  return new AppError(404, "not_found", t("staff:accounts.notFound", { username }));
}
