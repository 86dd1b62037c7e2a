import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS } from "../db/client";
import { createPglite } from "../db/pglite";
import { withDatabase } from "./postgres-url";

/**
 * Test support for migrations: a database migrated up to a given migration, filled the way the schema was
 * then, and migrated on; on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A copy of the migrations folder that stops before `tag`. */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "potentia-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const file = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(file, "utf8")) as Journal;
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

export interface Target {
  run(query: string): Promise<Array<Record<string, unknown>>>;
  /** Several statements at once. */
  exec(statements: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function pgliteTarget(): Promise<Target> {
  const client = createPglite();
  const db = drizzlePglite({ client });
  return {
    run: async (query) => (await client.query<Record<string, unknown>>(query)).rows,
    exec: async (statements) => {
      await client.exec(statements);
    },
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export async function postgresTarget(url: string): Promise<Target> {
  const name = `potentia_migrate_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // One client, ended (and its socket closed) before the database is dropped: a pool's end can still be
  // closing a connection when the drop terminates it, and that error would go unheard.
  const client = new pg.Client({ connectionString: withDatabase(url, name) });
  await client.connect();
  const db = drizzlePg({ client });
  return {
    run: async (query) => (await client.query(query)).rows,
    exec: async (statements) => {
      await client.query(statements);
    },
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The databases a migration test runs on. */
export function migrationTargets(): Array<[string, () => Promise<Target>]> {
  const targets: Array<[string, () => Promise<Target>]> = [["PGlite", pgliteTarget]];
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) targets.push(["PostgreSQL", () => postgresTarget(postgresUrl)]);
  return targets;
}
