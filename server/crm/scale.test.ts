import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CompanyList } from "#core/domain/crm";
import { setupCrmApp } from "./test-support";

const crm = setupCrmApp();

describe("with 10,000 companies", () => {
  it("answers a page of a filtered search, the total and the counts quickly", async () => {
    await crm.t.database.db.execute(sql`
      insert into companies (name, industry, stage)
      select 'Company ' || n,
             (array['FMCG','Technology','Government','Real Estate'])[1 + n % 4],
             (array['lead','qualified','proposal','negotiation','won','lost'])[1 + n % 6]
      from generate_series(1, 10000) as n`);
    const started = performance.now();
    const res = await crm.call<CompanyList>("GET", "/api/crm/companies?q=company%2099&stage=won&solution=9");
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.stats.total).toBe(10000);
    expect(res.body.items.every((c) => c.stage === "won" && c.industry === "FMCG")).toBe(true);
    expect(res.body.items.length).toBeLessThanOrEqual(60);
    expect(ms).toBeLessThan(3000);
    const page = await crm.call<CompanyList>("GET", "/api/crm/companies?offset=9990");
    expect(page.body.items).toHaveLength(10);
    expect(page.body.total).toBe(10000);
  });
});
