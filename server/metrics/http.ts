import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../http/context";
import { recordRequest } from "./registry";

/**
 * Counts and times every request by the route pattern that answered it (`/api/crm/companies/:id`, `*` for
 * the pages and files), never the raw path, so that the number of series stays bounded whatever is asked.
 */
export function measureRequests(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    recordRequest(
      c.req.method,
      routePath(c) || "unmatched",
      c.res.status,
      (performance.now() - started) / 1000,
    );
  };
}
