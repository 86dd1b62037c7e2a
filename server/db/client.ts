import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { makeDataDirPrivate, PRIVATE_DIR_MODE } from "./private-files";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(process.cwd(), "drizzle");
/** Any fixed number: instances starting at once on one PostgreSQL take turns to migrate. */
const MIGRATION_LOCK = 727_001;

export type OpenOptions = { databaseUrl: string; max?: number } | { dataDir: string } | { pglite: PGlite };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    const client = postgres(options.databaseUrl, { max: options.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    // The lock is held on a connection of its own, so the pool stays free for the migration.
    const lock = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(db, { migrationsFolder: MIGRATIONS });
    } finally {
      await lock.end({ timeout: 5 });
    }
    return { db: db as unknown as Db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
  }
  let pglite: PGlite;
  if ("dataDir" in options) {
    makeDataDirPrivate(options.dataDir);
    const dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    pglite = new PGlite(dir);
  } else {
    pglite = options.pglite;
  }
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  // PGlite sets some files' modes itself (its relation cache files 0644) while it starts and stops.
  const dataDir = "dataDir" in options ? options.dataDir : undefined;
  if (dataDir) makeDataDirPrivate(dataDir);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    close: async () => {
      if (!pglite.closed) await pglite.close();
      if (dataDir) makeDataDirPrivate(dataDir);
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
