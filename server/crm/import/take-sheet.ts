import { and, eq, inArray } from "drizzle-orm";
import type { TakeSheet, TakeSheetResult } from "#core/domain/crm-import";
import { importBatchRows } from "../../db/schema";
import { AppError } from "../../http/errors";
import { changedFields, writeAudit } from "../audit";
import type { CrmContext } from "../context";
import { changedSince, lockBatch, lockRecords } from "./batch";
import { comparable, IMPORT_FIELDS } from "./specs";
import { setRecord } from "./tables";

/**
 * Takes the sheet's value for some conflicts of an import (decision 022), all or nothing: each field must
 * still hold the CRM's value the import kept (else 409, nothing changed). Each record's change is an edit
 * (its version moves), audited, and part of the import's Undo.
 */
export async function takeSheetValues(
  ctx: CrmContext,
  batchId: number,
  input: TakeSheet,
): Promise<TakeSheetResult> {
  return ctx.db.transaction(async (tx) => {
    await lockBatch(tx, batchId, ctx.t);
    const wanted = new Map<number, Set<string>>();
    for (const item of input.items)
      wanted.set(item.batchRow, (wanted.get(item.batchRow) ?? new Set()).add(item.field));
    const rows = await tx
      .select()
      .from(importBatchRows)
      .where(and(eq(importBatchRows.batchId, batchId), inArray(importBatchRows.id, [...wanted.keys()])))
      .orderBy(importBatchRows.id)
      .for("update");
    const gone = () => new AppError(409, "conflict", ctx.t("crm:import.errors.conflictGone"));
    if (rows.length !== wanted.size) throw gone();
    const taken: TakeSheetResult["taken"] = [];
    for (const row of rows) {
      const fields = wanted.get(row.id) ?? new Set<string>();
      const picked = row.conflicts.filter((c) => fields.has(c.field));
      if (picked.length !== fields.size) throw gone();
      const record = (await lockRecords(tx, row.entity, [row.entityId])).get(row.entityId);
      if (!record) throw gone();
      const current = comparable(record.row, IMPORT_FIELDS[row.entity]);
      if (picked.some((c) => !Object.is(current[c.field] ?? null, c.crm ?? null))) {
        throw changedSince(ctx.t, record.name);
      }
      const diff = changedFields(current, Object.fromEntries(picked.map((c) => [c.field, c.sheet])));
      if (!diff) throw gone();
      const version = record.version + 1;
      await setRecord(tx, row.entity, row.entityId, diff.after, { version, now: ctx.now });
      await tx
        .update(importBatchRows)
        .set({
          conflicts: row.conflicts.filter((c) => !fields.has(c.field)),
          before: { ...diff.before, ...row.before },
          // A record edited after the import stays so: its Undo still refuses rather than lose that edit.
          version: row.version === record.version ? version : row.version,
        })
        .where(eq(importBatchRows.id, row.id));
      await writeAudit(tx, ctx.actor, {
        action: `${row.entity}.import.update`,
        entity: row.entity,
        entityId: row.entityId,
        details: { source: "take-sheet", batch: batchId, ...diff },
        at: ctx.now,
      });
      for (const c of picked) taken.push({ batchRow: row.id, field: c.field });
    }
    return { taken };
  });
}
