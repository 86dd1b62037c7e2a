import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { rowsOf } from "./rows";
import { refreshStatistics } from "./statistics";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const plan = async (query: string) =>
  rowsOf<{ "QUERY PLAN": string }>(await database.db.execute(sql.raw(`explain ${query}`)))
    .map((row) => row["QUERY PLAN"])
    .join("\n");

const FIRST_PAGE =
  "select * from companies where deleted_at is null order by name collate crm_name_en, id limit 60";

describe("the planner's statistics on the embedded database", () => {
  it("are refreshed for a table that changed enough, and the dashboard's page then reads the name index", async (ctx) => {
    if (database.kind !== "pglite") ctx.skip(); // PostgreSQL's autovacuum does this there.
    await database.db.execute(sql`
      insert into companies (name, stage)
      select 'Statistics ' || i, 'lead' from generate_series(1, 3000) as i`);
    // The planner still thinks the table is as small as when it was made: it sorts every row.
    expect(await plan(FIRST_PAGE)).toMatch(/Sort/);
    const analyzed = await refreshStatistics(database.db);
    expect(analyzed).toContain("companies");
    expect(await plan(FIRST_PAGE)).toMatch(/Index Scan using companies_name_en_idx/);
    // Nothing changed since: nothing to do.
    expect(await refreshStatistics(database.db)).not.toContain("companies");
    // At start: every table of ours (not the migrations' bookkeeping in its own schema).
    expect(await refreshStatistics(database.db, true)).toEqual(
      expect.arrayContaining(["companies", "projects"]),
    );
  });
});
