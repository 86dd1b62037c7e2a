import { inArray } from "drizzle-orm";
import type { ImportConflict, ImportSheet } from "#core/domain/crm";
import { companies, importBatches, importBatchRows } from "../../db/schema";
import type { Tx } from "../audit";
import { chunks, type Touched } from "./upsert";

export const SHEET_OF: Record<Touched["entity"], ImportSheet> = {
  company: "companies",
  contact: "contacts",
  project: "projects",
};

/**
 * Keeps what an import did (decision 022): each record it added or changed with what it was before, and
 * its conflicts. Nothing touched, no batch (null).
 */
export async function recordBatch(
  tx: Tx,
  touched: Touched[],
  meta: { actor: string; at: Date; files: string[] },
): Promise<{ batchId: number | null; conflicts: ImportConflict[] }> {
  if (touched.length === 0) return { batchId: null, conflicts: [] };
  const [batch] = await tx
    .insert(importBatches)
    .values({ actor: meta.actor, at: meta.at, files: meta.files })
    .returning({ id: importBatches.id });
  if (!batch) throw new Error("import batch not recorded");
  const conflicts: ImportConflict[] = [];
  for (const part of chunks(touched)) {
    const rows = await tx
      .insert(importBatchRows)
      .values(
        part.map(({ conflicts, ...t }) => ({
          ...t,
          batchId: batch.id,
          conflicts: conflicts
            .filter((c) => !c.taken)
            .map(({ field, sheet, crm }) => ({ field, sheet, crm })),
        })),
      )
      .returning({ id: importBatchRows.id });
    part.forEach((t, index) => {
      const batchRow = rows[index]?.id ?? 0;
      for (const c of t.conflicts) {
        conflicts.push({
          batchRow,
          sheet: SHEET_OF[t.entity],
          row: t.sheetRow,
          name: t.label,
          field: c.field,
          sheetValue: c.sheet as ImportConflict["sheetValue"],
          crmValue: c.crm as ImportConflict["crmValue"],
          taken: c.taken === true,
        });
      }
    });
  }
  return { batchId: batch.id, conflicts: await withCompanyNames(tx, conflicts) };
}

/** A contact's or project's company, in a conflict, by its name rather than its id. */
async function withCompanyNames(tx: Tx, conflicts: ImportConflict[]): Promise<ImportConflict[]> {
  const ids = conflicts
    .filter((c) => c.field === "companyId")
    .flatMap((c) => [c.sheetValue, c.crmValue])
    .filter((v): v is number => typeof v === "number");
  if (ids.length === 0) return conflicts;
  const names = new Map(
    (
      await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...new Set(ids)]))
    ).map((r) => [r.id, r.name]),
  );
  const named = (v: ImportConflict["sheetValue"]) => (typeof v === "number" ? (names.get(v) ?? v) : v);
  return conflicts.map((c) =>
    c.field === "companyId" ? { ...c, sheetValue: named(c.sheetValue), crmValue: named(c.crmValue) } : c,
  );
}
