import { Hono } from "hono";
import { activitySchema, activityUpdateSchema, timelineQuerySchema } from "#core/domain/pipeline";
import type { AppEnv } from "../../http/context";
import { jsonInput, queryInput } from "../../http/input";
import { getCompany } from "../get-company";
import { crmContext, idParam } from "../request";
import { createActivity, deleteActivity, updateActivity } from "./activities";
import { listTimeline } from "./list-timeline";

/** A company's timeline, and the notes and calls logged on it (mounted under /api/crm; one chain for its types). */
export function activityRoutes() {
  return new Hono<AppEnv>()
    .get("/companies/:id{[0-9]+}/timeline", queryInput(timelineQuerySchema), async (c) => {
      const id = idParam(c);
      await getCompany(c.var.db, id, c.var.t);
      return c.json(await listTimeline(c.var.db, id, c.req.valid("query")));
    })
    .post("/companies/:id{[0-9]+}/activities", jsonInput(activitySchema), async (c) =>
      c.json(await createActivity(crmContext(c), idParam(c), c.req.valid("json")), 201),
    )
    .patch("/activities/:id{[0-9]+}", jsonInput(activityUpdateSchema), async (c) =>
      c.json(await updateActivity(crmContext(c), idParam(c), c.req.valid("json"))),
    )
    .delete("/activities/:id{[0-9]+}", async (c) => {
      await deleteActivity(crmContext(c), idParam(c));
      return c.body(null, 204);
    });
}
