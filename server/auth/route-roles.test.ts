import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role, roleAllows } from "#core/domain/roles";
import { serverT } from "#core/i18n/resources.server";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";
import { ruleOf } from "./route-roles";

/**
 * Every route the API mounts, and who may call it: "public" (no session), "loopback" (the staff
 * command's admin endpoint, never a browser), or the weakest staff role it needs. The list is checked
 * against Hono's own routes, so a new route without a line here fails this test.
 */
const EXPECTED: Record<string, "public" | "loopback" | Role> = {
  "GET /api/health": "public",
  "GET /api/health/live": "public",
  "GET /api/health/ready": "public",
  "POST /api/contact": "public",
  "POST /api/newsletter": "public",
  "POST /api/newsletter/unsubscribe": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "GET /api/auth/session": "public",
  "GET /api/auth/invitations/:token{[A-Za-z0-9_-]{43}}": "public",
  "POST /api/auth/invitations/:token{[A-Za-z0-9_-]{43}}": "public",
  "GET /api/auth/admin/staff": "loopback",
  "POST /api/auth/admin/staff": "loopback",
  "POST /api/auth/admin/staff/:username/disable": "loopback",
  "POST /api/auth/admin/staff/:username/enable": "loopback",
  "POST /api/auth/admin/staff/:username/password": "loopback",
  "POST /api/auth/admin/staff/:username/mfa": "loopback",
  "POST /api/admin/crm/import": "loopback",
  "GET /api/admin/database/backup": "loopback",
  "POST /api/admin/database/restore": "loopback",
  "POST /api/crm/detect-industry": "sales",
  "POST /api/crm/second-factor": "viewer",
  "GET /api/crm/catalog": "viewer",
  "GET /api/crm/media": "viewer",
  "POST /api/crm/media": "sales",
  "PATCH /api/crm/media/:id{[0-9]+}": "sales",
  "DELETE /api/crm/media/:id{[0-9]+}": "admin",
  "GET /api/crm/messages": "viewer",
  "PUT /api/crm/messages/:id{[0-9]+}/handled": "sales",
  "GET /api/crm/newsletter/subscribers.csv": "admin",
  "GET /api/crm/newsletter/insights": "admin",
  "GET /api/crm/newsletter/sends": "admin",
  "POST /api/crm/newsletter/sends": "admin",
  "GET /api/crm/search": "viewer",
  "GET /api/crm/trash": "viewer",
  "POST /api/crm/trash/:kind/:id{[0-9]+}/restore": "sales",
  "DELETE /api/crm/trash/:kind/:id{[0-9]+}": "admin",
  "GET /api/crm/views": "viewer",
  "POST /api/crm/views": "viewer",
  "DELETE /api/crm/views/:id{[0-9]+}": "viewer",
  "GET /api/crm/team": "admin",
  "PUT /api/crm/team/settings": "admin",
  "POST /api/crm/team/invitations": "admin",
  "POST /api/crm/team/reassign": "admin",
  "POST /api/crm/team/reassign/:id{[0-9]+}/undo": "admin",
  "PATCH /api/crm/team/members/:username": "admin",
  "POST /api/crm/team/members/:username/disable": "admin",
  "POST /api/crm/team/members/:username/enable": "admin",
  "POST /api/crm/team/members/:username/reset-second-factor": "admin",
  "DELETE /api/crm/team/members/:username/sessions/:session{[0-9a-f]{64}}": "admin",
  "GET /api/crm/audit": "admin",
  "GET /api/crm/audit/audit.csv": "admin",
  "GET /api/crm/insights": "viewer",
  "POST /api/crm/insights": "sales",
  "GET /api/crm/insights/:id{[0-9]+}": "viewer",
  "PATCH /api/crm/insights/:id{[0-9]+}": "sales",
  "DELETE /api/crm/insights/:id{[0-9]+}": "sales",
  "POST /api/crm/insights/:id{[0-9]+}/publish/:lang{(en|ar|sr)}": "sales",
  "POST /api/crm/insights/:id{[0-9]+}/unpublish/:lang{(en|ar|sr)}": "sales",
  "GET /api/crm/cases": "viewer",
  "POST /api/crm/cases": "sales",
  "GET /api/crm/cases/:key": "viewer",
  "PUT /api/crm/cases/:key": "sales",
  "POST /api/crm/cases/:key/move": "sales",
  "DELETE /api/crm/cases/:key": "sales",
  "GET /api/crm/leaders": "viewer",
  "POST /api/crm/leaders": "sales",
  "GET /api/crm/leaders/:key{[a-z0-9-]{1,80}}": "viewer",
  "PUT /api/crm/leaders/:key{[a-z0-9-]{1,80}}": "sales",
  "DELETE /api/crm/leaders/:key{[a-z0-9-]{1,80}}": "sales",
  "POST /api/crm/leaders/:key{[a-z0-9-]{1,80}}/move": "sales",
  "GET /api/crm/companies": "viewer",
  "POST /api/crm/companies": "sales",
  "GET /api/crm/companies/:id{[0-9]+}": "viewer",
  "PATCH /api/crm/companies/:id{[0-9]+}": "sales",
  "DELETE /api/crm/companies/:id{[0-9]+}": "sales",
  "POST /api/crm/bulk": "sales",
  "POST /api/crm/companies/:id{[0-9]+}/merge": "sales",
  "POST /api/crm/companies/:id{[0-9]+}/unmerge": "sales",
  "GET /api/crm/companies/:id{[0-9]+}/contacts": "viewer",
  "GET /api/crm/companies/:id{[0-9]+}/projects": "viewer",
  "POST /api/crm/leads/from-message/:id{[0-9]+}": "sales",
  "POST /api/crm/contacts": "sales",
  "PATCH /api/crm/contacts/:id{[0-9]+}": "sales",
  "DELETE /api/crm/contacts/:id{[0-9]+}": "sales",
  "POST /api/crm/projects": "sales",
  "PATCH /api/crm/projects/:id{[0-9]+}": "sales",
  "DELETE /api/crm/projects/:id{[0-9]+}": "sales",
  "GET /api/crm/export/:sheet{(companies|contacts|projects)\\.csv}": "admin",
  "POST /api/crm/import": "admin",
  "POST /api/crm/import/:id{[0-9]+}/take-sheet": "admin",
  "POST /api/crm/import/:id{[0-9]+}/undo": "admin",
  "GET /api/crm/pipeline/summary": "viewer",
  "GET /api/crm/pipeline/columns/:stage": "viewer",
  "GET /api/crm/pipeline/follow-ups": "viewer",
  "GET /api/crm/pipeline/owners": "viewer",
  "GET /api/crm/pipeline/settings": "viewer",
  // Reports are figures, not the CRM's records: anyone on the team reads and downloads them.
  "GET /api/crm/reports/forecast": "viewer",
  "GET /api/crm/reports/pipeline": "viewer",
  "GET /api/crm/reports/won-lost": "viewer",
  "GET /api/crm/reports/days-to-close": "viewer",
  "GET /api/crm/reports/lost-reasons": "viewer",
  "GET /api/crm/reports/owners": "viewer",
  "GET /api/crm/reports/sources": "viewer",
  "GET /api/crm/reports/:file{[a-z-]+\\.csv}": "viewer",
  "PUT /api/crm/pipeline/settings": "admin",
  "GET /api/crm/industry-cues": "viewer",
  "POST /api/crm/industry-cues/accept": "admin",
  "POST /api/crm/industry-cues/:id{[0-9]+}/revert": "admin",
  "GET /api/account": "viewer",
  "PATCH /api/account": "viewer",
  "POST /api/account/calendar-feed": "viewer",
  "GET /api/calendar/:file": "public",
  "PUT /api/crm/pipeline/rates": "admin",
  "GET /api/crm/companies/:id{[0-9]+}/timeline": "viewer",
  "POST /api/crm/companies/:id{[0-9]+}/activities": "sales",
  "PATCH /api/crm/activities/:id{[0-9]+}": "sales",
  "DELETE /api/crm/activities/:id{[0-9]+}": "sales",
};

/** A URL for a route pattern: its parameters filled with values that name nothing. */
function urlOf(pattern: string): string {
  return pattern
    .replace(/:sheet\{[^/]*\}$/, "companies.csv")
    .replace(/:token\{[^/]*\}\}/, "A".repeat(43))
    .replace(/:session\{[^/]*\}\}/, "0".repeat(64))
    .replace(/:id\{\[0-9\]\+\}/g, "999999")
    .replace(":kind", "companies")
    .replace(":stage", "lead")
    .replace(":lang{(en|ar|sr)}", "en")
    .replace(":username", "nobody");
}

let t: TestApp;
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) cookies[role] = (await loginAsStaff(t, `${role}1`, role)).cookie;
});
afterAll(() => t.close());

const mounted = () =>
  [
    ...new Set(
      t.app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].sort();

describe("roles on every route", () => {
  it("has a line in this table for every mounted route, and no line for a route that is gone", () => {
    expect(mounted()).toEqual(Object.keys(EXPECTED).sort());
  });

  it("the rule table agrees with this one for every staff route", () => {
    const crmRoutes = Object.entries(EXPECTED).filter(([route]) =>
      route.split(" ")[1]?.startsWith("/api/crm/"),
    );
    expect(crmRoutes.length).toBeGreaterThan(10);
    for (const [route, expected] of crmRoutes) {
      const [method = "", pattern = ""] = route.split(" ");
      expect(ruleOf(method, urlOf(pattern)).role, route).toBe(expected);
    }
  });

  it("a route no rule names gets the default: reading for viewers, writing for sales", () => {
    expect(ruleOf("GET", "/api/crm/some-new-thing").role).toBe("viewer");
    expect(ruleOf("POST", "/api/crm/some-new-thing").role).toBe("sales");
    expect(ruleOf("POST", "/api/crm/imports-elsewhere").role).toBe("sales");
  });

  const staffRoutes = Object.entries(EXPECTED).filter(([, needed]) => ROLES.includes(needed as Role));
  const cases = staffRoutes.flatMap(([route, needed]) => ROLES.map((role) => [route, role, needed] as const));

  it.each(cases)("%s as %s (needs %s)", async (route, role, needed) => {
    const [method = "", pattern = ""] = route.split(" ");
    const res = await t.request(urlOf(pattern), {
      method,
      headers: { cookie: cookies[role], "accept-language": "ar" },
      ...(method === "GET" || method === "DELETE" ? {} : { json: {} }),
    });
    if (roleAllows(role, needed as Role)) {
      expect([401, 403]).not.toContain(res.status);
    } else {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: "forbidden", message: serverT("ar")("api.forbidden") },
      });
    }
  });
});
