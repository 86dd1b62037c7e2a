import { Hono } from "hono";
import { newsletterSendSchema } from "#core/domain/newsletter-sends";
import type { AppEnv } from "../http/context";
import { jsonInput } from "../http/input";
import { exportSubscribers } from "./export-subscribers";
import { listSendableInsights, listSends, startSend } from "./newsletter-sends";

/**
 * Under /api/crm/newsletter (staff session required by the mount, admin only by route-roles.ts):
 * GET /subscribers.csv; GET /insights, the insights that can be sent; GET /sends, the sends' report;
 * POST /sends {insightId}, send one to the confirmed subscribers.
 */
export function newsletterStaffRoutes() {
  return new Hono<AppEnv>()
    .get("/subscribers.csv", async (c) => {
      const csv = await exportSubscribers(c.var.db, c.var.env.PUBLIC_URL);
      const day = c.var.now().toISOString().slice(0, 10);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="newsletter-subscribers-${day}.csv"`);
      c.header("Cache-Control", "no-store");
      return c.body(`\uFEFF${csv}`);
    })
    .get("/insights", async (c) => c.json(await listSendableInsights(c.var.db, c.var.now(), c.var.lang)))
    .get("/sends", async (c) => c.json({ sends: await listSends(c.var.db, c.var.lang) }))
    .post("/sends", jsonInput(newsletterSendSchema), async (c) => {
      const send = await startSend(c.var.db, c.req.valid("json"), {
        username: c.var.staff?.username ?? "",
        now: c.var.now(),
        t: c.var.t,
      });
      return c.json(send, 202);
    });
}
