import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { schemaMark } from "./backup-database";
import type { Backup } from "./backup-format";
import { tablesInOrder } from "./tables";

/**
 * Replaces every table's rows with the backup's, in one transaction: on any problem nothing is changed.
 * The backup must come from a database with the same migrations; sequences continue after the restored ids.
 */
export async function restoreDatabase(db: Db, backup: Backup): Promise<{ tables: number; rows: number }> {
  const tables = tablesInOrder();
  const mark = await schemaMark(db);
  if (mark.migrations !== backup.schema.migrations || mark.latest !== backup.schema.latest) {
    throw new AppError(
      409,
      "conflict",
      `The backup was made with another version of the database (${backup.schema.migrations} migrations, this one has ${mark.migrations}). Nothing was changed.`,
    );
  }
  const unknown = Object.keys(backup.tables).filter((name) => !tables.some((table) => table.name === name));
  if (unknown.length > 0) {
    throw new AppError(
      400,
      "invalid_input",
      `The backup holds unknown tables (${unknown.join(", ")}). Nothing was changed.`,
    );
  }
  const missing = tables.filter((table) => !(table.name in backup.tables)).map((table) => table.name);
  if (missing.length > 0) {
    throw new AppError(
      400,
      "invalid_input",
      `The backup lacks tables this database has (${missing.join(", ")}). Nothing was changed.`,
    );
  }
  let rows = 0;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await txDb.execute(
      sql`truncate table ${sql.join(
        tables.map((table) => sql.identifier(table.name)),
        sql`, `,
      )}`,
    );
    for (const table of tables) {
      const data = backup.tables[table.name] ?? [];
      const name = sql.identifier(table.name);
      if (data.length > 0) {
        // Generated columns (the CRM's folded search columns) are left to the database to compute.
        const columns = sql.join(
          table.storedColumns.map((column) => sql.identifier(column)),
          sql`, `,
        );
        try {
          await txDb.execute(
            sql`insert into ${name} (${columns}) select ${columns} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(data)}::jsonb)`,
          );
        } catch (error) {
          throw refusedRows(table.name, error);
        }
        rows += data.length;
      }
      for (const column of table.serialColumns) {
        await txDb.execute(sql`select setval(
          pg_get_serial_sequence(${table.name}, ${column}),
          coalesce((select max(${sql.identifier(column)}) from ${name}), 0) + 1, false)`);
      }
    }
  });
  return { tables: tables.length, rows };
}

/** The database's own error under the query wrapper's (Drizzle wraps the driver's error as its cause). */
function driverError(error: unknown): { code?: string; column?: string; detail?: string; message?: string } {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current as never;
    current = current.cause as typeof current;
  }
  return {};
}

/** Why the database refused a table's rows, in words an operator can act on; the restore is rolled back. */
function refusedRows(table: string, error: unknown): AppError {
  const { code, column, detail, message } = driverError(error);
  const why =
    code === "23502"
      ? `a row of ${table} has no value (NULL) in ${column ?? "a column"} that needs one`
      : code === "23505"
        ? `two rows of ${table} have the same key${detail ? ` (${detail})` : ""}`
        : code === "23503"
          ? `a row of ${table} refers to a row the backup does not hold${detail ? ` (${detail})` : ""}`
          : code?.startsWith("22")
            ? `a value in ${table} does not fit its column (${message ?? code})`
            : `the database refused the rows of ${table} (${message ?? code ?? "unknown error"})`;
  return new AppError(400, "invalid_input", `The backup cannot be restored: ${why}. Nothing was changed.`);
}
