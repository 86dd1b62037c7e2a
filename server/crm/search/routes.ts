import { Hono } from "hono";
import { crmSearchQuerySchema } from "../../../app/domain/crm-search";
import type { AppEnv } from "../../http/context";
import { parseInput } from "../../http/input";
import { searchCrm } from "./search-crm";

/** /api/crm/search: one search over companies, contacts and projects (staff only, like all of /api/crm). */
export function searchRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/", async (c) => {
    const query = parseInput(crmSearchQuerySchema, c.req.query(), c.var.t);
    c.header("Cache-Control", "no-store");
    return c.json(await searchCrm(c.var.db, query));
  });
  return routes;
}
