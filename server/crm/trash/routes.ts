import { Hono } from "hono";
import { trashKindSchema } from "../../../app/domain/crm-trash";
import type { AppEnv } from "../../http/context";
import { parseInput } from "../../http/input";
import { crmContext, idParam } from "../request";
import { listTrash } from "./list-trash";
import { purgeRecord } from "./purge";
import { restoreFromTrash } from "./restore";

/** /api/crm/trash: what was deleted in the last 30 days; restore it or delete it for good. */
export function trashRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  routes.get("/", async (c) => c.json({ items: await listTrash(crmContext(c)) }));
  routes.post("/:kind/:id{[0-9]+}/restore", async (c) => {
    const kind = parseInput(trashKindSchema, c.req.param("kind"), c.var.t);
    await restoreFromTrash(crmContext(c), kind, idParam(c));
    return c.body(null, 204);
  });
  routes.delete("/:kind/:id{[0-9]+}", async (c) => {
    const kind = parseInput(trashKindSchema, c.req.param("kind"), c.var.t);
    await purgeRecord(crmContext(c), kind, idParam(c));
    return c.body(null, 204);
  });
  return routes;
}
