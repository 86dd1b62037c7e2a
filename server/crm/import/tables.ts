import { eq } from "drizzle-orm";
import { companies, contacts, projects } from "../../db/schema";
import type { Fields, Tx } from "../audit";
import { dealFromStatus } from "../deal-values";

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
  // A project's status brings the deal's stage along (decision 027).
  const deal =
    entity === "project" && typeof set.stage === "string"
      ? dealFromStatus(set.stage, await dealOf(tx, id), edit?.now ?? new Date())
      : {};
  await tx
    .update(table)
    .set({ ...set, ...deal, ...stamp } as Partial<typeof companies.$inferInsert>)
    .where(eq(table.id, id));
}

async function dealOf(tx: Tx, id: number) {
  const [row] = await tx
    .select({ dealStage: projects.dealStage, closedOn: projects.closedOn, lostReason: projects.lostReason })
    .from(projects)
    .where(eq(projects.id, id));
  return row ?? null;
}
