import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { createPglite } from "../db/pglite";
import { rowsOf } from "../db/rows";
import { TEMPLATE_DB, withDatabase } from "./postgres-url";

export interface TestDatabase extends Database {
  /** A connection string other processes or instances can use (PostgreSQL runs only). */
  url: string | undefined;
}

/**
 * A fresh, migrated database for one test file: a copy of the prepared PGlite snapshot, or a new
 * PostgreSQL database cloned from the template when TEST_DATABASE_URL is set. Dropped on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `potentia_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    const dbUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl: dbUrl, max: 5 });
    return {
      ...database,
      url: dbUrl,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = await readFile(inject("pgliteSnapshot"));
  const pglite = createPglite(undefined, { loadDataDir: new Blob([snapshot]) });
  const database = await openDatabase({ pglite });
  return { ...database, url: undefined };
}

/**
 * Empties every table of a test database, numbering restarted: as fresh as a new copy (the migrations add
 * no rows), in a fraction of the time a new embedded database takes. For tests that each need a fresh one.
 */
export async function emptyTestDatabase(database: Database): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => row.name);
  if (tables.length === 0) throw new Error("the test database has no tables: is it migrated?");
  await database.db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
}
