import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";

/** Every /api/crm route needs a staff session. */
export function requireStaff(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.var.staff) throw new AppError(401, "unauthorized", c.var.t("api.unauthorized"));
    await next();
  };
}
