import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { BACKUP_FORMAT, type Backup } from "./backup-format";
import { tablesInOrder } from "./tables";

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The migrations applied to this database: a backup fits only a database with the same. */
export async function schemaMark(db: Db): Promise<Backup["schema"]> {
  const result = await db.execute(
    sql`select count(*)::int as n, coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`,
  );
  const row = rowsOf<{ n: number; latest: string }>(result)[0];
  return { migrations: Number(row?.n ?? 0), latest: String(row?.latest ?? "0") };
}

/**
 * Every row of every table, exactly (each row as PostgreSQL's own JSON of it: timestamps to the
 * microsecond, numbers as stored), read in one repeatable-read transaction so that the copy is consistent.
 */
export async function backupDatabase(db: Db, now: Date): Promise<Backup> {
  return db.transaction(
    async (tx) => {
      const txDb = tx as unknown as Db;
      const tables: Backup["tables"] = {};
      for (const { name } of tablesInOrder()) {
        const result = await txDb.execute(
          sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from ${sql.identifier(name)} t`,
        );
        const rows = rowsOf<{ rows: unknown }>(result)[0]?.rows;
        tables[name] = (typeof rows === "string" ? JSON.parse(rows) : rows) as Record<string, unknown>[];
      }
      return {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: now.toISOString(),
        schema: await schemaMark(txDb),
        tables,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
