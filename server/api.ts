import { Hono } from "hono";
import { accountRoutes, calendarRoutes } from "./account/routes";
import { requireSecondFactor, secondFactorSetupRoutes } from "./auth/require-second-factor";
import { requireStaff } from "./auth/require-staff";
import { requireRole } from "./auth/route-roles";
import { authRoutes } from "./auth/routes";
import { auditRoutes, teamRoutes } from "./auth/team/routes";
import { backupAdminRoutes } from "./backup/routes";
import { caseEditorRoutes } from "./cases/routes";
import { catalogRoutes } from "./catalog/routes";
import { contactRoutes } from "./contact/routes";
import { contactStaffRoutes } from "./contact/staff-routes";
import { crmAdminRoutes } from "./crm/import-routes";
import { reportRoutes } from "./crm/reports/routes";
import { crmRoutes } from "./crm/routes";
import { searchRoutes } from "./crm/search/routes";
import { trashRoutes } from "./crm/trash/routes";
import { viewRoutes } from "./crm/views/routes";
import type { AppEnv } from "./http/context";
import { healthRoutes } from "./http/health";
import { recordCorrection } from "./industry/corrections";
import { industryCueRoutes } from "./industry/cue-routes";
import { industryRoutes } from "./industry/routes";
import { insightEditorRoutes } from "./insights/editor-routes";
import { leaderRoutes } from "./leaders/routes";
import { mediaRoutes } from "./media/routes";
import { newsletterRoutes } from "./newsletter/routes";
import { newsletterStaffRoutes } from "./newsletter/staff-routes";

/**
 * Every JSON endpoint under /api; each feature's routes live in its own folder. One chain, so that the
 * routes' types reach the staff app's client (server/api-type.ts).
 */
export function apiRoutes() {
  return new Hono<AppEnv>()
    .route("/health", healthRoutes())
    .route("/contact", contactRoutes())
    .route("/newsletter", newsletterRoutes())
    .route("/auth", authRoutes())
    .route("/calendar", calendarRoutes())

    .route("/admin/crm", crmAdminRoutes())
    .route("/admin/database", backupAdminRoutes())
    .use("/account", requireStaff())
    .use("/account/*", requireStaff())
    .use("/account", requireSecondFactor())
    .use("/account/*", requireSecondFactor())
    .route("/account", accountRoutes())
    .use("/crm/*", requireStaff())
    .use("/crm/*", requireSecondFactor())
    .use("/crm/*", requireRole())
    .route("/crm/second-factor", secondFactorSetupRoutes())
    .route("/crm/detect-industry", industryRoutes())
    .route("/crm/industry-cues", industryCueRoutes())
    .route("/crm/catalog", catalogRoutes())
    .route("/crm/media", mediaRoutes())
    .route("/crm/messages", contactStaffRoutes())
    .route("/crm/newsletter", newsletterStaffRoutes())
    .route("/crm/reports", reportRoutes())
    .route("/crm/search", searchRoutes())
    .route("/crm/trash", trashRoutes())
    .route("/crm/views", viewRoutes())
    .route("/crm/team", teamRoutes())
    .route("/crm/audit", auditRoutes())
    .route("/crm/insights", insightEditorRoutes())
    .route("/crm/cases", caseEditorRoutes())
    .route("/crm/leaders", leaderRoutes())
    .route("/crm", crmRoutes({ industryChosen: recordCorrection }));
}
