import type { MiddlewareHandler } from "hono";
import { type Role, roleAllows } from "#core/domain/roles";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { recordAudit } from "./audit";

/** A rule: requests of this method (or any, "*") whose path is `prefix` or under it need `role`. */
export interface RouteRule {
  method: string;
  prefix: string;
  role: Role;
  /** Record each successful answer in the audit log under this action (the exports). */
  audit?: string;
}

/**
 * The one table of what each staff route needs, first match wins. What is not listed follows the
 * default: reading (GET, HEAD) needs a viewer, anything else sales. Admin-only work is listed here.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  { method: "*", prefix: "/api/crm/team", role: "admin" },
  // Everyone sets up their own second factor (the only route open to an account that must: require-second-factor.ts).
  { method: "POST", prefix: "/api/crm/second-factor", role: "viewer" },
  { method: "GET", prefix: "/api/crm/audit/audit.csv", role: "admin", audit: "export.audit" },
  { method: "*", prefix: "/api/crm/audit", role: "admin" },
  { method: "*", prefix: "/api/crm/import", role: "admin" },
  { method: "*", prefix: "/api/crm/export", role: "admin", audit: "export.crm" },
  // Sending an insight to every subscriber, and its report: admin only, like the subscribers' export.
  { method: "*", prefix: "/api/crm/newsletter/sends", role: "admin" },
  { method: "*", prefix: "/api/crm/newsletter/insights", role: "admin" },
  { method: "*", prefix: "/api/crm/newsletter", role: "admin", audit: "export.newsletter" },
  { method: "PUT", prefix: "/api/crm/pipeline/settings", role: "admin" },
  { method: "PUT", prefix: "/api/crm/pipeline/rates", role: "admin" },
  // Deleting from the trash is for good: emptying it is an admin's.
  { method: "DELETE", prefix: "/api/crm/trash", role: "admin" },
  // Accepting a cue into the industry knowledge (or reverting one) changes every later detection.
  { method: "POST", prefix: "/api/crm/industry-cues", role: "admin" },
  // The media library: staff read it, admins and sales upload and describe images, only an admin deletes one.
  { method: "DELETE", prefix: "/api/crm/media", role: "admin" },
  { method: "POST", prefix: "/api/crm/media", role: "sales" },
  { method: "PATCH", prefix: "/api/crm/media", role: "sales" },
  { method: "GET", prefix: "/api/crm/media", role: "viewer" },
  // Insights: the team reads the editor; sales and admins write and publish (the default, named here).
  { method: "GET", prefix: "/api/crm/insights", role: "viewer" },
  { method: "*", prefix: "/api/crm/insights", role: "sales" },
  // Case studies: the team reads the editor; sales and admins add, save, order and delete them.
  { method: "GET", prefix: "/api/crm/cases", role: "viewer" },
  { method: "*", prefix: "/api/crm/cases", role: "sales" },
  // Leaders (the leadership page): the team reads them; sales and admins edit, order, add and delete.
  { method: "GET", prefix: "/api/crm/leaders", role: "viewer" },
  { method: "*", prefix: "/api/crm/leaders", role: "sales" },
  // Saved views are a person's own dashboard filters, not the CRM's data: a viewer keeps them too.
  { method: "*", prefix: "/api/crm/views", role: "viewer" },
];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The rule a request falls under (see ROUTE_RULES), or the default one. */
export function ruleOf(method: string, path: string): Pick<RouteRule, "role" | "audit"> {
  const rule = ROUTE_RULES.find((r) => (r.method === "*" || r.method === method) && under(path, r.prefix));
  return rule ?? { role: method === "GET" || method === "HEAD" ? "viewer" : "sales" };
}

/**
 * After requireStaff: answers 403 (translated) when the signed-in account's role is not enough, before
 * the route runs; records the exports it let through.
 */
export function requireRole(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = ruleOf(c.req.method, c.req.path);
    if (!roleAllows(c.var.staff?.role, rule.role)) {
      throw new AppError(403, "forbidden", c.var.t("api.forbidden"));
    }
    await next();
    if (rule.audit && c.res.status === 200) {
      await recordAudit(c.var.db, {
        at: c.var.now(),
        action: rule.audit,
        actor: c.var.staff?.username ?? null,
        ip: c.var.ip,
        entity: "export",
        entityId: c.req.path.slice(0, 200),
      });
    }
  };
}
