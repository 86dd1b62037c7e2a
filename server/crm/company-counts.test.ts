import { eq, inArray, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CompanyList } from "#core/domain/crm";
import { companies } from "../db/schema";
import { setupCrmApp } from "./test-support";

/**
 * The dashboard's tiles and totals come from counts the database keeps by triggers (no row is counted per
 * request): after every kind of change they equal a count of the rows themselves.
 */
const crm = setupCrmApp();

async function expectCountsTrue() {
  const db = crm.t.database.db;
  const real = await db
    .select({ stage: companies.stage, n: sql<number>`count(*)::int` })
    .from(companies)
    .where(isNull(companies.deletedAt))
    .groupBy(companies.stage);
  const of = (stage: string) => real.find((r) => r.stage === stage)?.n ?? 0;
  const list = (await crm.call<CompanyList>("GET", "/api/crm/companies?limit=1")).body;
  expect(list.stats).toEqual({
    total: real.reduce((n, r) => n + r.n, 0),
    lead: of("lead"),
    qualified: of("qualified"),
    proposal: of("proposal"),
    won: of("won"),
  });
  expect(list.total).toBe(list.stats.total);
  for (const stage of ["lead", "negotiation", "lost"]) {
    const page = (await crm.call<CompanyList>("GET", `/api/crm/companies?stage=${stage}&limit=1`)).body;
    expect(page.total).toBe(of(stage));
  }
}

describe("the company counts", () => {
  it("follow adds, stage changes, the trash, restores, deletes for good, many-row statements and TRUNCATE", async () => {
    const db = crm.t.database.db;
    await expectCountsTrue();
    const added = await crm.call<{ id: number; version: number }>("POST", "/api/crm/companies", {
      companyName: "Counted One",
      industry: "FMCG",
    });
    await expectCountsTrue();
    const moved = await crm.call<{ version: number }>("PATCH", `/api/crm/companies/${added.body.id}`, {
      version: added.body.version,
      stage: "negotiation",
    });
    expect(moved.status).toBe(200);
    await expectCountsTrue();
    // An edit that leaves the stage alone moves no count.
    await crm.call("PATCH", `/api/crm/companies/${added.body.id}`, {
      version: moved.body.version,
      notes: "x",
    });
    await expectCountsTrue();
    expect((await crm.call("DELETE", `/api/crm/companies/${added.body.id}`)).status).toBe(204);
    await expectCountsTrue();
    expect((await crm.call("POST", `/api/crm/trash/company/${added.body.id}/restore`)).status).toBeLessThan(
      300,
    );
    await expectCountsTrue();

    const many = await db
      .insert(companies)
      .values(["lead", "won", "won", "lost", "odd-stage"].map((stage, i) => ({ name: `Bulk ${i}`, stage })))
      .returning({ id: companies.id });
    await expectCountsTrue();
    const ids = many.map((r) => r.id);
    await db.update(companies).set({ stage: "qualified" }).where(inArray(companies.id, ids));
    await expectCountsTrue();
    await db
      .update(companies)
      .set({ deletedAt: new Date() })
      .where(inArray(companies.id, ids.slice(0, 2)));
    await expectCountsTrue();
    await db.delete(companies).where(inArray(companies.id, ids));
    await expectCountsTrue();
    await db.delete(companies).where(eq(companies.id, added.body.id));
    await expectCountsTrue();
    await db.execute(sql`truncate companies cascade`);
    await expectCountsTrue();
    await db.insert(companies).values({ name: "After truncate", stage: "proposal" });
    await expectCountsTrue();
  });
});
