import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { getCatalog } from "./get-catalog";

/** GET /api/crm/catalog (behind the staff session check of server/api.ts): the catalogue in the request's language. */
export function catalogRoutes() {
  return new Hono<AppEnv>().get("/", (c) => {
    // Staff-only content: never kept by a shared cache; the answer depends on the language asked for.
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Accept-Language, Cookie");
    return c.json(getCatalog(c.var.lang));
  });
}
