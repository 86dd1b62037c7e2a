import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { loadStaffSession } from "./load-session";

/**
 * Every /api/crm route needs a staff session: the session cookie is read here and `c.var.staff`
 * set ({ id, username }); without a live session the answer is 401 JSON and nothing else runs.
 */
export function requireStaff(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.staff) await loadStaffSession(c);
    if (!c.var.staff) {
      c.header("Cache-Control", "no-store");
      throw new AppError(401, "unauthorized", c.var.t("api.unauthorized"));
    }
    c.header("Cache-Control", "private, no-store");
    await next();
  };
}
