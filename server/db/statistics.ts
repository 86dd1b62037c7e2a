import { sql } from "drizzle-orm";
import type { Logger } from "../logger";
import type { Database, Db } from "./client";
import { rowsOf } from "./rows";

/**
 * The query planner's statistics on the embedded database. PostgreSQL's autovacuum daemon analyzes a table
 * once enough of it changed; PGlite runs no daemon, so without this the planner keeps the row counts of the
 * day the tables were made (27 rows for 10,000 imported companies) and picks plans for them: a full sort
 * where an index gives the page (decision 028). The same rule as autovacuum's: a table is analyzed when
 * more than 50 rows plus a tenth of it changed since; at start every table (the change counters start at
 * zero with each process), shortly after the server answers.
 */
const EVERY_MS = 5 * 60_000;
const AT_START_MS = 2_000;

/** ANALYZE of the tables that changed enough (all of them with `all`); answers the tables analyzed. */
export async function refreshStatistics(db: Db, all = false): Promise<string[]> {
  // The counts of changes reach the statistics views at most once a second, unless a flush is asked for.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select relname from pg_stat_user_tables where schemaname = 'public' and
    ${all ? sql`true` : sql`n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)`}
    order by relname`);
  const tables = rowsOf<{ relname: string }>(result).map((row) => row.relname);
  for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}

/** Keeps the embedded database's statistics fresh while the server runs; PostgreSQL needs nothing. */
export function startStatistics(deps: { database: Database; logger: Logger }): () => Promise<void> {
  if (deps.database.kind !== "pglite") return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  let first = true;
  const run = () => {
    const all = first;
    first = false;
    running = refreshStatistics(deps.database.db, all).then(
      (tables) => {
        if (tables.length) deps.logger.debug({ tables }, "planner statistics refreshed");
      },
      (error: Error) => deps.logger.warn({ reason: error.message }, "planner statistics not refreshed"),
    );
  };
  const start = setTimeout(run, AT_START_MS);
  const timer = setInterval(run, EVERY_MS);
  start.unref();
  timer.unref();
  return async () => {
    clearTimeout(start);
    clearInterval(timer);
    await running;
  };
}
