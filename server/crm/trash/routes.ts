import { Hono } from "hono";
import { trashKindSchema } from "#core/domain/crm-trash";
import type { AppEnv } from "../../http/context";
import { parseInput } from "../../http/input";
import { crmContext, idParam } from "../request";
import { listTrash } from "./list-trash";
import { purgeRecord } from "./purge";
import { restoreFromTrash } from "./restore";

/**
 * /api/crm/trash: what was deleted in the last 30 days; restore it or delete it for good.
 * One chain, so that its types reach the staff app's client (server/api-type.ts).
 */
export function trashRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => c.json({ items: await listTrash(crmContext(c)) }))
    .post("/:kind/:id{[0-9]+}/restore", async (c) => {
      const kind = parseInput(trashKindSchema, c.req.param("kind"), c.var.t);
      await restoreFromTrash(crmContext(c), kind, idParam(c));
      return c.body(null, 204);
    })
    .delete("/:kind/:id{[0-9]+}", async (c) => {
      const kind = parseInput(trashKindSchema, c.req.param("kind"), c.var.t);
      await purgeRecord(crmContext(c), kind, idParam(c));
      return c.body(null, 204);
    });
}
