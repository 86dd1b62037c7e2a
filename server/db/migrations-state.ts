import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, MIGRATIONS } from "./client";

let newest: number | undefined;

/** The time stamp of the newest committed migration (drizzle/meta/_journal.json), read once. */
function newestMigration(): number {
  if (newest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
      entries: Array<{ when: number }>;
    };
    newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newest;
}

/**
 * Whether the database has every migration this code was built with (Drizzle records each applied one
 * with its journal time stamp). False when an older schema is found, e.g. a shared PostgreSQL that another
 * instance is still migrating; throws when the database cannot be reached.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
    // node-postgres answers { rows }, PGlite too; a bare array otherwise.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      last: string | number | null;
    }>;
    const row = rows[0];
    return Number(row?.last ?? 0) >= newestMigration();
  } catch (error) {
    // 42P01: no migrations table at all (a database nothing has migrated yet).
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ??
      (error as { code?: unknown }).code;
    if (code === "42P01") return false;
    throw error;
  }
}
