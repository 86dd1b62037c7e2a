import { eq } from "drizzle-orm";
import { companies, contacts, projects } from "../../db/schema";
import type { Fields, Tx } from "../audit";

export type ImportEntity = "company" | "contact" | "project";
export type ImportTable = typeof companies | typeof contacts | typeof projects;

/** Each kind of record's table. */
export const IMPORT_TABLES: Record<ImportEntity, ImportTable> = {
  company: companies,
  contact: contacts,
  project: projects,
};

/**
 * Sets fields of a record: with a version, as an edit (version and update time move); without, only
 * bookkeeping (its last imported values) that no one sees.
 */
export async function setRecord(
  tx: Tx,
  entity: ImportEntity,
  id: number,
  set: Fields,
  edit?: { version: number; now: Date },
): Promise<void> {
  const table = IMPORT_TABLES[entity] as typeof companies;
  const stamp = edit ? { version: edit.version, updatedAt: edit.now } : {};
  await tx
    .update(table)
    .set({ ...set, ...stamp } as Partial<typeof companies.$inferInsert>)
    .where(eq(table.id, id));
}
