import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./http/context";
import { securityHeaders } from "./http/security";
import { createTestApp, type TestApp } from "./test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers ok with the database kind and the version", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      status: "ok",
      db: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
    });
  });
});

describe("API error contract", () => {
  it("answers an unknown /api path with a JSON 404, translated by Accept-Language", async () => {
    const res = await t.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found." } });

    const ar = await t.request("/api/no-such-thing", { headers: { "accept-language": "ar-SA,ar;q=0.9" } });
    expect((await ar.json()).error.message).toBe("غير موجود.");
  });

  it("refuses a cross-site state change with 403", async () => {
    const res = await t.request("/api/no-such-thing", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      json: {},
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("cross_site");

    const fetchSite = await t.request("/api/no-such-thing", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      json: {},
    });
    expect(fetchSite.status).toBe(403);
  });

  it("answers a body over the size limit with 413", async () => {
    const res = await t.request("/api/no-such-thing", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ big: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("too_large");
  });

  it("answers an unexpected failure with a 500 that leaks nothing", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.request("/api/health");
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      error: { code: "internal", message: "Something went wrong on our side. Please try again." },
    });
    expect(JSON.stringify(body)).not.toMatch(/stack|pglite|postgres|closed/i);
  });
});

describe("security headers", () => {
  it("are on every API answer", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("on passive files keep only what applies to them (no CSP: it governs documents)", async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("env", t.env);
      await next();
    });
    app.use(securityHeaders());
    app.get("/a.js", (c) => c.body("1", 200, { "Content-Type": "text/javascript; charset=utf-8" }));
    app.get("/a.svg", (c) => c.body("<svg/>", 200, { "Content-Type": "image/svg+xml" }));
    const js = await app.request("/a.js");
    expect(js.headers.get("x-content-type-options")).toBe("nosniff");
    expect(js.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(js.headers.get("content-security-policy")).toBeNull();
    // An SVG can carry script: it keeps the strict policy.
    const svg = await app.request("/a.svg");
    expect(svg.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("add HSTS when the request came over HTTPS through a trusted proxy", async () => {
    const res = await t.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("list every public page in every language with hreflang alternates", async () => {
    const robots = await (await t.request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(robots).toContain("Disallow: /crm");

    const res = await t.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toContain("<loc>http://localhost:3000/about</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/ar/about</loc>");
    expect(xml).toContain('hreflang="sr-Cyrl" href="http://localhost:3000/sr/about"');
    expect(xml).toContain('hreflang="x-default" href="http://localhost:3000/about"');
    expect(xml).not.toContain("/crm");
  });
});
