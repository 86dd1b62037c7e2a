import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { TrashKind } from "#core/domain/crm-trash";
import { companies, contacts, projects } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Tx } from "../audit";
import type { CrmContext } from "../context";
import { notFound } from "../errors";
import { findMerge, mergedInto, undoMerge } from "../undo-merge";
import { auditTrash, tableOf } from "./trash-table";

/**
 * Takes a record out of the trash (a company comes back with its contacts and projects). A company that
 * went to the trash by a merge comes back by undoing the merge: what the merge moved and is still with
 * the company it was merged into comes back with it (see undoMerge). A contact or project whose company
 * is itself in the trash cannot come back alone: 409, restore the company.
 */
export async function restoreFromTrash(ctx: CrmContext, kind: TrashKind, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (kind === "company" && (await restoreMergedCompany(tx, ctx, id))) return;
    const table = tableOf(kind);
    const [row] = await tx
      .select({ id: table.id, name: table.name, deletedAt: table.deletedAt })
      .from(table)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .for("update");
    if (!row) throw notFound(ctx.t, kind);
    if (kind !== "company") {
      const child = kind === "contact" ? contacts : projects;
      const [parent] = await tx
        .select({ deletedAt: companies.deletedAt })
        .from(child)
        .innerJoin(companies, eq(companies.id, child.companyId))
        .where(eq(child.id, id));
      if (parent?.deletedAt) {
        throw new AppError(409, "conflict", ctx.t("crm:trash.errors.companyInTrash"));
      }
    }
    await tx.update(table).set({ deletedAt: null }).where(eq(table.id, id));
    await auditTrash(tx, ctx, { kind, id, action: `${kind}.restore`, details: { name: row.name } });
  });
}

/**
 * Restores a trashed company that a merge put there by undoing that merge; false (nothing done) when it
 * went to the trash otherwise, or when the company it was merged into has been deleted for good.
 */
async function restoreMergedCompany(tx: Tx, ctx: CrmContext, id: number): Promise<boolean> {
  const keptId = (await mergedInto(tx, [id])).get(id);
  if (keptId === undefined) return false;
  // Both rows locked in id order, as a merge locks them.
  const rows = await tx
    .select()
    .from(companies)
    .where(inArray(companies.id, [id, keptId]))
    .orderBy(asc(companies.id))
    .for("update");
  const otherRow = rows.find((row) => row.id === id);
  const keptRow = rows.find((row) => row.id === keptId);
  if (!otherRow?.deletedAt) throw notFound(ctx.t, "company");
  const details = keptRow ? await findMerge(tx, keptId, id) : null;
  if (!keptRow || !details) return false;
  await undoMerge(tx, ctx, keptRow, otherRow, details);
  return true;
}
