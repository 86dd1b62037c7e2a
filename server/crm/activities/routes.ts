import { Hono } from "hono";
import { activitySchema, activityUpdateSchema, timelineQuerySchema } from "../../../app/domain/pipeline";
import type { AppEnv } from "../../http/context";
import { parseInput, readJson } from "../../http/input";
import { getCompany } from "../get-company";
import { crmContext, idParam } from "../request";
import { createActivity, deleteActivity, updateActivity } from "./activities";
import { listTimeline } from "./list-timeline";

/** A company's timeline, and the notes and calls logged on it (mounted under /api/crm). */
export function activityRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/companies/:id{[0-9]+}/timeline", async (c) => {
    const page = parseInput(timelineQuerySchema, c.req.query(), c.var.t);
    const id = idParam(c);
    await getCompany(c.var.db, id, c.var.t);
    return c.json(await listTimeline(c.var.db, id, page));
  });
  routes.post("/companies/:id{[0-9]+}/activities", async (c) => {
    const input = await readJson(c, activitySchema);
    return c.json(await createActivity(crmContext(c), idParam(c), input), 201);
  });
  routes.patch("/activities/:id{[0-9]+}", async (c) => {
    const input = await readJson(c, activityUpdateSchema);
    return c.json(await updateActivity(crmContext(c), idParam(c), input));
  });
  routes.delete("/activities/:id{[0-9]+}", async (c) => {
    await deleteActivity(crmContext(c), idParam(c));
    return c.body(null, 204);
  });
  return routes;
}
