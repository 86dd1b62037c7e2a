import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../db/schema";

export interface TableInfo {
  name: string;
  /** Columns whose values come from a sequence (serial, bigserial). */
  serialColumns: string[];
  /** The columns a row is written with: all but the generated ones (the database computes those). */
  storedColumns: string[];
}

/**
 * Tables the database derives from others by triggers (decision 028): not backed up, and rebuilt by the
 * triggers as a restore writes the rows they come from.
 */
const DERIVED = new Set<PgTable>([schema.companyCounts]);

/**
 * Every table of the schema but the derived ones, each after the tables it references, so that rows can be
 * inserted in this order (and deleted in the reverse one).
 */
export function tablesInOrder(): TableInfo[] {
  const tables: PgTable[] = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => is(value, PgTable) && !DERIVED.has(value),
  );
  const configs = new Map(tables.map((table) => [table, getTableConfig(table)]));
  const ordered: PgTable[] = [];
  const visit = (table: PgTable, seen: Set<PgTable>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const key of configs.get(table)?.foreignKeys ?? []) {
      const target = key.reference().foreignTable;
      if (target !== table) visit(target, seen);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.map((table) => {
    const config = configs.get(table) ?? getTableConfig(table);
    return {
      name: config.name,
      serialColumns: config.columns
        .filter((column) => column.columnType === "PgSerial" || column.columnType.startsWith("PgBigSerial"))
        .map((column) => column.name),
      storedColumns: config.columns.filter((column) => !column.generated).map((column) => column.name),
    };
  });
}
