import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { newViewSchema, type SavedView } from "../../../app/domain/crm-views";
import { crmSavedViews } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { readJson } from "../../http/input";
import { idParam } from "../request";

/** /api/crm/views: each staff member's saved dashboard views (a name and the dashboard's query). */
export function viewRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const userOf = (staff: { id: number } | undefined) => {
    if (!staff) throw new Error("requireStaff runs before the CRM routes");
    return staff.id;
  };
  routes.get("/", async (c) => {
    const items: SavedView[] = await c.var.db
      .select({ id: crmSavedViews.id, name: crmSavedViews.name, query: crmSavedViews.query })
      .from(crmSavedViews)
      .where(eq(crmSavedViews.userId, userOf(c.var.staff)))
      .orderBy(asc(crmSavedViews.name));
    c.header("Cache-Control", "no-store");
    return c.json({ items });
  });
  // Saving under a name already used replaces that view.
  routes.post("/", async (c) => {
    const input = await readJson(c, newViewSchema);
    const userId = userOf(c.var.staff);
    const [view] = await c.var.db
      .insert(crmSavedViews)
      .values({ userId, name: input.name, query: input.query, createdAt: c.var.now() })
      .onConflictDoUpdate({ target: [crmSavedViews.userId, crmSavedViews.name], set: { query: input.query } })
      .returning({ id: crmSavedViews.id, name: crmSavedViews.name, query: crmSavedViews.query });
    return c.json(view, 201);
  });
  routes.delete("/:id{[0-9]+}", async (c) => {
    const [gone] = await c.var.db
      .delete(crmSavedViews)
      .where(and(eq(crmSavedViews.id, idParam(c)), eq(crmSavedViews.userId, userOf(c.var.staff))))
      .returning({ id: crmSavedViews.id });
    if (!gone) throw new AppError(404, "not_found", c.var.t("api.notFound"));
    return c.body(null, 204);
  });
  return routes;
}
