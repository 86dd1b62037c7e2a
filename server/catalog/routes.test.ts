import { describe, expect, it } from "vitest";
import type { CatalogResponse } from "#core/domain/catalog";
import { setupStaffApi } from "../test/staff-api";

/** Signed in as an admin. */
const api = setupStaffApi({ role: "admin" });

const catalog = (lang: string, headers: Record<string, string> = { cookie: api.cookie }) =>
  api.t.request("/api/crm/catalog", { headers: { "accept-language": lang, ...headers } });

describe("GET /api/crm/catalog", () => {
  it("answers 401 without a staff session, with no catalogue content", async () => {
    const res = await catalog("en", {});
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(JSON.parse(text).error).toEqual({ code: "unauthorized", message: "Please sign in." });
    expect(text).not.toContain("Payment Networks");
  });

  it("answers 401 for a forged or ended session cookie", async () => {
    const res = await catalog("en", { cookie: `${api.cookie.split("=")[0]}=forged-value` });
    expect(res.status).toBe(401);
  });

  it.each([
    ["en", "Payment Networks & Card Schemes", "Real Estate Development"],
    ["ar", "شبكات الدفع وأنظمة البطاقات", "التطوير العقاري"],
    ["sr", "Платне мреже и картичне шеме", "Развој некретнина"],
  ])("serves the 12 solutions in %s, NEW on 2, 10, 11 and 12", async (lang, second, twelfth) => {
    const res = await catalog(lang);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as CatalogResponse;
    expect(body.solutions.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.solutions.filter((s) => s.isNew).map((s) => s.id)).toEqual([2, 10, 11, 12]);
    expect(body.solutions[1]?.title).toBe(second);
    expect(body.solutions[11]?.title).toBe(twelfth);
    for (const solution of body.solutions) {
      expect(solution.subtitle).not.toBe("");
      expect(solution.companies.length).toBeGreaterThan(0);
      expect(solution.keyAreas.length).toBeGreaterThan(0);
      expect(solution.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("serves the headline figures, version and last update", async () => {
    const body = (await (await catalog("en")).json()) as CatalogResponse;
    expect(body.meta).toEqual({
      industrySolutions: 12,
      targetCompanies: "25+",
      portfolioYear: 2025,
      saudiFocused: "100%",
      lastUpdated: "2025-10",
      version: "1.0",
    });
  });

  it("falls back to English for an unsupported language", async () => {
    const body = (await (await catalog("de-DE")).json()) as CatalogResponse;
    expect(body.solutions[0]?.title).toBe("American Express (Hybrid)");
  });
});
