import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every /api/crm route of DESIGN.md's API table (and the staff exports). */
const CRM_ROUTES: Array<[string, string]> = [
  ["GET", "/api/crm/companies"],
  ["POST", "/api/crm/companies"],
  ["GET", "/api/crm/companies/1"],
  ["PATCH", "/api/crm/companies/1"],
  ["DELETE", "/api/crm/companies/1"],
  ["GET", "/api/crm/companies/1/contacts"],
  ["GET", "/api/crm/companies/1/projects"],
  ["POST", "/api/crm/contacts"],
  ["PATCH", "/api/crm/contacts/1"],
  ["DELETE", "/api/crm/contacts/1"],
  ["POST", "/api/crm/projects"],
  ["PATCH", "/api/crm/projects/1"],
  ["DELETE", "/api/crm/projects/1"],
  ["POST", "/api/crm/detect-industry"],
  ["GET", "/api/crm/messages"],
  ["PUT", "/api/crm/messages/1/handled"],
  ["GET", "/api/crm/catalog"],
  ["GET", "/api/crm/no-such-route"],
];

const call = (method: string, path: string, headers: Record<string, string> = {}) =>
  t.request(path, { method, headers, ...(method === "GET" || method === "DELETE" ? {} : { json: {} }) });

describe("/api/crm without a staff session", () => {
  it.each(CRM_ROUTES)("%s %s answers 401 JSON and nothing else", async (method, path) => {
    const res = await call(method, path);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Please sign in." } });
  });

  it.each(CRM_ROUTES)("%s %s answers 401 for a forged session cookie", async (method, path) => {
    const res = await call(method, path, {
      cookie: "potentia_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(res.status).toBe(401);
  });
});

describe("/api/crm with a staff session", () => {
  it("lets every route through the session check", async () => {
    const { cookie } = await loginAsStaff(t);
    for (const [method, path] of CRM_ROUTES) {
      const res = await call(method, path, { cookie });
      expect(res.status, `${method} ${path}`).not.toBe(401);
    }
  });
});
