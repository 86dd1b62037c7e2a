import { Hono } from "hono";
import pkg from "../package.json" with { type: "json" };
import { requireStaff } from "./auth/require-staff";
import { authRoutes } from "./auth/routes";
import { catalogRoutes } from "./catalog/routes";
import { contactRoutes } from "./contact/routes";
import { contactStaffRoutes } from "./contact/staff-routes";
import { crmAdminRoutes } from "./crm/import-routes";
import { crmRoutes } from "./crm/routes";
import { ping } from "./db/client";
import { isDatabaseUnavailable } from "./db/unavailable";
import type { AppEnv } from "./http/context";
import { industryRoutes } from "./industry/routes";
import { newsletterRoutes } from "./newsletter/routes";
import { newsletterStaffRoutes } from "./newsletter/staff-routes";

/** Every JSON endpoint under /api; each feature's routes live in its own folder. */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    const answer = { db: c.var.database.kind, version: pkg.version };
    try {
      await ping(c.var.db, 2000);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return c.json({ status: "unavailable", ...answer }, 503);
    }
    return c.json({ status: "ok", ...answer });
  });

  api.route("/contact", contactRoutes());
  api.route("/newsletter", newsletterRoutes());
  api.route("/auth", authRoutes());

  api.route("/admin/crm", crmAdminRoutes());
  api.use("/crm/*", requireStaff());
  api.route("/crm/detect-industry", industryRoutes());
  api.route("/crm/catalog", catalogRoutes());
  api.route("/crm/messages", contactStaffRoutes());
  api.route("/crm/newsletter", newsletterStaffRoutes());
  api.route("/crm", crmRoutes());
  return api;
}
