import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";
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
  const pglite = new PGlite({ loadDataDir: new Blob([snapshot]) });
  const database = await openDatabase({ pglite });
  return { ...database, url: undefined };
}
