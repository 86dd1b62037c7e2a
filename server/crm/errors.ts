import type { TFunction } from "#core/i18n/translate";
import { AppError } from "../http/errors";

export function notFound(t: TFunction, what: "company" | "contact" | "project"): AppError {
  return new AppError(404, "not_found", t(`crm:errors.${what}NotFound`));
}

/** 409: the record changed since the client read it; `current` is what it is now. */
export function conflict(t: TFunction, what: "company" | "contact" | "project", current: unknown): AppError {
  return new AppError(409, "conflict", t(`crm:errors.${what}Conflict`), { details: { current } });
}
