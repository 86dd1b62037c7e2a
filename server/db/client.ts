import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { createPglite } from "./pglite";
import { makeDataDirPrivate, PRIVATE_DIR_MODE } from "./private-files";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now (for /metrics); the embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS = path.resolve(process.cwd(), "drizzle");
/** Any fixed number: instances starting at once on one PostgreSQL take turns to migrate. */
const MIGRATION_LOCK = 727_001;

export type OpenOptions = { databaseUrl: string; max?: number } | { dataDir: string } | { pglite: PGlite };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl, options.max ?? 10);
  let pglite: PGlite;
  if ("dataDir" in options) {
    makeDataDirPrivate(options.dataDir);
    const dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    pglite = createPglite(dir);
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

/** Asks the database for nothing; throws (code CONNECT_TIMEOUT) when no answer comes within `timeoutMs`. */
/**
 * PostgreSQL through node-postgres (decision 010): a pool that fails a query at once while the server is
 * unreachable (3 s to connect at most) and opens fresh connections as soon as it is back.
 */
async function openPostgres(databaseUrl: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A connection that breaks fails its queries (the request gets a 503) and is discarded by the pool; its
  // 'error' event, idle or checked out by a transaction, must not become an uncaught exception.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres({ client: pool, schema });
  // The lock is held on a connection of its own, so the pool stays free for the migration.
  const lock = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  lock.on("error", () => {});
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
  } catch (error) {
    await pool.end();
    throw error;
  } finally {
    await lock.end();
  }
  return {
    db: db as unknown as Db,
    kind: "postgres",
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export async function ping(db: Db, timeoutMs = 2000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error("database ping timed out"), { code: "CONNECT_TIMEOUT" })),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
