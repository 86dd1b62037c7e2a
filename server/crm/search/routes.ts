import { Hono } from "hono";
import { crmSearchQuerySchema } from "#core/domain/crm-search";
import type { AppEnv } from "../../http/context";
import { queryInput } from "../../http/input";
import { searchCrm } from "./search-crm";

/**
 * /api/crm/search: one search over companies, contacts and projects (staff only, like all of /api/crm).
 * One chain, so that its type reaches the staff app's client (server/api-type.ts).
 */
export function searchRoutes() {
  return new Hono<AppEnv>().get("/", queryInput(crmSearchQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await searchCrm(c.var.db, c.req.valid("query")));
  });
}
