import { Hono } from "hono";
import { leaderCreateSchema, leaderMoveSchema, leaderUpdateSchema } from "#core/domain/leaders";
import type { AppEnv } from "../http/context";
import { jsonInput } from "../http/input";
import { staffWork } from "../http/staff-work";
import { listLeaders, readLeader } from "./read-leaders";
import { createLeader, deleteLeader, leaderNotFound, moveLeader, updateLeader } from "./save-leader";

const KEY = ":key{[a-z0-9-]{1,80}}";

/**
 * /api/crm/leaders: the staff editor of the leaders (list, read, create, save, move, delete). Reading is a
 * viewer's, writing sales' and admins' (server/auth/route-roles.ts).
 */
export function leaderRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => c.json({ items: await listLeaders(c.var.db) }))
    .post("/", jsonInput(leaderCreateSchema), async (c) =>
      c.json(await createLeader(staffWork(c), c.req.valid("json")), 201),
    )
    .get(`/${KEY}`, async (c) => {
      const leader = await readLeader(c.var.db, c.req.param("key"));
      if (!leader) throw leaderNotFound(staffWork(c));
      return c.json(leader);
    })
    .put(`/${KEY}`, jsonInput(leaderUpdateSchema), async (c) =>
      c.json(await updateLeader(staffWork(c), c.req.param("key"), c.req.valid("json"))),
    )
    .post(`/${KEY}/move`, jsonInput(leaderMoveSchema), async (c) => {
      await moveLeader(staffWork(c), c.req.param("key"), c.req.valid("json").direction);
      return c.json({ items: await listLeaders(c.var.db) });
    })
    .delete(`/${KEY}`, async (c) => {
      await deleteLeader(staffWork(c), c.req.param("key"));
      return c.body(null, 204);
    });
}
