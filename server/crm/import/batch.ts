import { and, eq, inArray } from "drizzle-orm";
import type { TFunction } from "#core/i18n/translate";
import { type companies, importBatches } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Tx } from "../audit";
import { IMPORT_TABLES } from "./tables";
import type { Touched } from "./upsert";

/** An import batch, locked; 404 when there is none, 409 when it was undone. */
export async function lockBatch(tx: Tx, id: number, t: TFunction) {
  const [batch] = await tx.select().from(importBatches).where(eq(importBatches.id, id)).for("update");
  if (!batch) throw new AppError(404, "not_found", t("crm:import.errors.batchNotFound"));
  if (batch.undoneAt) throw new AppError(409, "conflict", t("crm:import.errors.alreadyUndone"));
  return batch;
}

export interface LockedRecord {
  id: number;
  name: string;
  version: number;
  row: Record<string, unknown>;
}

/** The records of one kind, locked (in id order), by id; a record no longer in the database is absent. */
export async function lockRecords(
  tx: Tx,
  entity: Touched["entity"],
  ids: number[],
): Promise<Map<number, LockedRecord>> {
  if (ids.length === 0) return new Map();
  const table = IMPORT_TABLES[entity] as typeof companies;
  const rows = await tx
    .select()
    .from(table)
    .where(and(inArray(table.id, ids)))
    .orderBy(table.id)
    .for("update");
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, version: row.version, row }]));
}

/** 409: a record changed in the CRM after the import; nothing was changed. */
export function changedSince(t: TFunction, name: string): AppError {
  return new AppError(409, "conflict", t("crm:import.errors.changedSince", { name }));
}
