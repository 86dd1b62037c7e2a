import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import type { CrmContext } from "./context";

/** The CRM context of a request: its database, the signed-in staff member, the clock, translations. */
export function crmContext(c: Context<AppEnv>): CrmContext {
  return {
    db: c.var.db,
    actor: { username: c.var.staff?.username ?? "unknown", ip: c.var.ip },
    now: c.var.now(),
    t: c.var.t,
  };
}

/** The numeric `:id` of the path (the routes only match digits); 404 when out of range. */
export function idParam(c: Context<AppEnv>): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new AppError(404, "not_found", c.var.t("api.notFound"));
  }
  return id;
}
