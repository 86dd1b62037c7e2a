import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { exportSubscribers } from "./export-subscribers";

/** GET /api/crm/newsletter/subscribers.csv (staff session required by the /api/crm mount). */
export function newsletterStaffRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/subscribers.csv", async (c) => {
    const csv = await exportSubscribers(c.var.db, c.var.env.PUBLIC_URL);
    const day = c.var.now().toISOString().slice(0, 10);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="newsletter-subscribers-${day}.csv"`);
    c.header("Cache-Control", "no-store");
    return c.body(`\uFEFF${csv}`);
  });
  return routes;
}
