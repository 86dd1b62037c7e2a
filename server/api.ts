import { Hono } from "hono";
import pkg from "../package.json" with { type: "json" };
import { requireStaff } from "./auth/require-staff";
import { authRoutes } from "./auth/routes";
import { backupAdminRoutes } from "./backup/routes";
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

/**
 * Every JSON endpoint under /api; each feature's routes live in its own folder. One chain, so that the
 * routes' types reach the staff app's client (server/api-type.ts).
 */
export function apiRoutes() {
  return new Hono<AppEnv>()
    .get("/health", async (c) => {
      c.header("Cache-Control", "no-store");
      const answer = { db: c.var.database.kind, version: pkg.version };
      try {
        await ping(c.var.db, 2000);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return c.json({ status: "unavailable" as const, ...answer }, 503);
      }
      return c.json({ status: "ok" as const, ...answer });
    })

    .route("/contact", contactRoutes())
    .route("/newsletter", newsletterRoutes())
    .route("/auth", authRoutes())

    .route("/admin/crm", crmAdminRoutes())
    .route("/admin/database", backupAdminRoutes())
    .use("/crm/*", requireStaff())
    .route("/crm/detect-industry", industryRoutes())
    .route("/crm/catalog", catalogRoutes())
    .route("/crm/messages", contactStaffRoutes())
    .route("/crm/newsletter", newsletterStaffRoutes())
    .route("/crm", crmRoutes());
}
