import { Hono } from "hono";
import { newViewSchema } from "#core/domain/crm-views";
import type { AppEnv } from "../../http/context";
import { jsonInput } from "../../http/input";
import { crmContext, idParam } from "../request";
import { deleteView, listViews, saveView } from "./saved-views";

/**
 * /api/crm/views: each staff member's saved dashboard views (a name and the dashboard's query).
 * One chain, so that its types reach the staff app's client (server/api-type.ts).
 */
export function viewRoutes() {
  const userOf = (staff: { id: number } | undefined) => {
    if (!staff) throw new Error("requireStaff runs before the CRM routes");
    return staff.id;
  };
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => c.json({ items: await listViews(c.var.db, userOf(c.var.staff)) }))
    .post("/", jsonInput(newViewSchema), async (c) =>
      c.json(await saveView(crmContext(c), userOf(c.var.staff), c.req.valid("json")), 201),
    )
    .delete("/:id{[0-9]+}", async (c) => {
      await deleteView(crmContext(c), userOf(c.var.staff), idParam(c));
      return c.body(null, 204);
    });
}
