import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { AppError, errorResponse } from "./errors";

/** The methods the site and the API answer; any other (TRACE, PROPFIND, ...) gets a 405 naming these. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

function decodablePath(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, before any route or the page renderer sees them, requests nothing here can answer: an unknown
 * method (405 with an Allow header) and a path with a broken percent-encoding such as `/%E0%A4%A` (400).
 * Both answer the JSON error contract and write no log line: the renderer would have logged a stack trace.
 */
export function refuseUnusableRequests(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!ALLOWED.has(c.req.method)) {
      c.header("Allow", ALLOWED_METHODS.join(", "));
      return errorResponse(c, new AppError(405, "method_not_allowed", c.var.t("api.methodNotAllowed")));
    }
    if (!decodablePath(c.req.url)) {
      return errorResponse(c, new AppError(400, "invalid_path", c.var.t("api.invalidPath")));
    }
    await next();
  };
}
