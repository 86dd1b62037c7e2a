import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDatabaseUnavailable } from "../db/unavailable";
import { logDatabaseUnavailable } from "../db/unavailable-log";
import type { AppEnv } from "./context";
import { errorCode } from "./error-code";

export type ErrorCode =
  | "invalid_input"
  | "invalid_json"
  | "unauthorized"
  | "forbidden"
  | "cross_site"
  | "not_found"
  | "conflict"
  | "duplicate"
  | "already_lead"
  | "too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "second_factor_required"
  | "second_factor_invalid"
  | "second_factor_setup_required"
  | "invitation_invalid"
  | "invitation_used"
  | "invitation_expired"
  | "last_admin"
  | "method_not_allowed"
  | "invalid_path"
  | "internal";

/** The one typed error of the server; the boundary turns it into `{error:{code,message,fields?}}`. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    extra: {
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.details = extra.details;
  }
}

export function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
  c.header("Cache-Control", "no-store");
  return c.json(
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...error.details,
      },
    },
    error.status,
  );
}

/** Maps anything thrown by a route to the JSON error contract; unexpected errors leak nothing. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const t = c.var.t;
  if (error instanceof AppError) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    const code: ErrorCode =
      status === 413
        ? "too_large"
        : status === 404
          ? "not_found"
          : status === 401
            ? "unauthorized"
            : "invalid_input";
    const message =
      status === 413 ? t("api.tooLarge") : status === 404 ? t("api.notFound") : t("api.invalidInput");
    return errorResponse(c, new AppError(status, code, message));
  }
  if (isDatabaseUnavailable(error)) {
    logDatabaseUnavailable(c.var.logger, c.var.now(), { code: errorCode(error), requestId: c.var.requestId });
    return errorResponse(c, new AppError(503, "unavailable", t("api.unavailable"), { retryAfterSeconds: 5 }));
  }
  // Only the error's code and the request id: messages of database errors carry queries and their data.
  c.var.logger.error({ code: errorCode(error), requestId: c.var.requestId }, "unhandled error");
  return errorResponse(c, new AppError(500, "internal", t("api.internal")));
}
