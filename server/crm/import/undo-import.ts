import { and, eq, gt, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { UndoImportResult } from "#core/domain/crm-import";
import { contacts, crmActivities, importBatches, importBatchRows, projects } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Tx, writeAudit } from "../audit";
import type { CrmContext } from "../context";
import { changedSince, type LockedRecord, lockBatch, lockRecords } from "./batch";
import { IMPORT_TABLES, setRecord } from "./tables";
import type { Touched } from "./upsert";

type BatchRow = typeof importBatchRows.$inferSelect;
const ENTITIES = ["company", "contact", "project"] as const;

/**
 * Undoes a whole import (decision 022), all or nothing: the records it added are removed, the ones it
 * changed get their values (and last imported values) back. A record edited in the CRM since, a later
 * import of the same records, or something added to a company the import added, refuses it (409, nothing
 * changed): Undo never takes away work done after the import. Audited per record.
 */
export async function undoImport(ctx: CrmContext, batchId: number): Promise<UndoImportResult> {
  return ctx.db.transaction(async (tx) => {
    await lockBatch(tx, batchId, ctx.t);
    const rows = await tx.select().from(importBatchRows).where(eq(importBatchRows.batchId, batchId));
    await refuseLaterImports(tx, ctx, batchId, rows);
    const locked = new Map<Touched["entity"], Map<number, LockedRecord>>();
    for (const entity of ENTITIES) {
      const ids = rows.filter((r) => r.entity === entity).map((r) => r.entityId);
      locked.set(entity, await lockRecords(tx, entity, ids));
    }
    const live = rows.flatMap((row) => {
      const record = locked.get(row.entity)?.get(row.entityId);
      return record ? [{ row, record }] : [];
    });
    for (const { row, record } of live) {
      const edited = row.added || Object.keys(row.before).length > 0;
      if (edited && record.version !== row.version) throw changedSince(ctx.t, record.name);
    }
    const added = (entity: Touched["entity"]) =>
      live.filter(({ row }) => row.added && row.entity === entity).map(({ row }) => row.entityId);
    const inBatch = (entity: Touched["entity"]) =>
      rows.filter((r) => r.entity === entity).map((r) => r.entityId);
    await refuseAddedSince(tx, ctx, added("company"), inBatch("contact"), inBatch("project"), locked);

    let removed = 0;
    let restored = 0;
    for (const { row, record } of live) {
      if (row.added) {
        await audit(tx, ctx, row, { batch: batchId, removed: true, name: record.name });
        continue;
      }
      const changed = Object.keys(row.before).length > 0;
      const edit = changed ? { version: record.version + 1, now: ctx.now } : undefined;
      await setRecord(tx, row.entity, row.entityId, { ...row.before, imported: row.importedBefore }, edit);
      if (!edit) continue;
      await followEarlierImports(tx, batchId, row, edit.version);
      restored++;
      const now = Object.fromEntries(Object.keys(row.before).map((f) => [f, record.row[f] ?? null]));
      await audit(tx, ctx, row, { batch: batchId, before: now, after: row.before });
    }
    // After the changes: a changed contact goes back to its company before the added one goes.
    for (const entity of ["project", "contact", "company"] as const) {
      const ids = added(entity);
      if (ids.length === 0) continue;
      const table = IMPORT_TABLES[entity];
      await tx.delete(table).where(inArray(table.id, ids));
      removed += ids.length;
    }
    await tx.update(importBatches).set({ undoneAt: ctx.now }).where(eq(importBatches.id, batchId));
    return { restored, removed };
  });
}

function audit(tx: Tx, ctx: CrmContext, row: BatchRow, details: Record<string, unknown>) {
  return writeAudit(tx, ctx.actor, {
    action: `${row.entity}.import.undo`,
    entity: row.entity,
    entityId: row.entityId,
    details,
    at: ctx.now,
  });
}

/**
 * The record is back as an earlier import (not undone) left it, at a new version: that import's Undo
 * may follow.
 */
async function followEarlierImports(tx: Tx, batchId: number, row: BatchRow, version: number) {
  if (row.versionBefore === null) return;
  const earlier = tx
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(and(isNull(importBatches.undoneAt), lt(importBatches.id, batchId)));
  await tx
    .update(importBatchRows)
    .set({ version })
    .where(
      and(
        eq(importBatchRows.entity, row.entity),
        eq(importBatchRows.entityId, row.entityId),
        eq(importBatchRows.version, row.versionBefore),
        inArray(importBatchRows.batchId, earlier),
      ),
    );
}

/** A later import (not undone) that changed any of the same records must be undone first. */
async function refuseLaterImports(tx: Tx, ctx: CrmContext, batchId: number, rows: BatchRow[]) {
  if (rows.length === 0) return;
  const same = or(
    ...ENTITIES.map((entity) =>
      and(
        eq(importBatchRows.entity, entity),
        inArray(importBatchRows.entityId, [
          0,
          ...rows.filter((r) => r.entity === entity).map((r) => r.entityId),
        ]),
      ),
    ),
  );
  const [later] = await tx
    .select({ id: importBatchRows.id })
    .from(importBatchRows)
    .innerJoin(importBatches, eq(importBatches.id, importBatchRows.batchId))
    .where(
      and(
        gt(importBatchRows.batchId, batchId),
        isNull(importBatches.undoneAt),
        or(eq(importBatchRows.added, true), sql`${importBatchRows.before} <> '{}'::jsonb`),
        same,
      ),
    )
    .limit(1);
  if (later) throw new AppError(409, "conflict", ctx.t("crm:import.errors.laterImport"));
}

/** Notes, calls, contacts or projects added (not by this import) to a company it added keep it from going. */
async function refuseAddedSince(
  tx: Tx,
  ctx: CrmContext,
  companyIds: number[],
  contactIds: number[],
  projectIds: number[],
  locked: Map<Touched["entity"], Map<number, LockedRecord>>,
) {
  if (companyIds.length === 0) return;
  const checks = [
    tx
      .select({ companyId: crmActivities.companyId })
      .from(crmActivities)
      .where(inArray(crmActivities.companyId, companyIds))
      .limit(1),
    tx
      .select({ companyId: contacts.companyId })
      .from(contacts)
      .where(and(inArray(contacts.companyId, companyIds), notInArray(contacts.id, [0, ...contactIds])))
      .limit(1),
    tx
      .select({ companyId: projects.companyId })
      .from(projects)
      .where(and(inArray(projects.companyId, companyIds), notInArray(projects.id, [0, ...projectIds])))
      .limit(1),
  ];
  for (const check of checks) {
    const [found] = await check;
    if (found) throw changedSince(ctx.t, locked.get("company")?.get(found.companyId)?.name ?? "");
  }
}
