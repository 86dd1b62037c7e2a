import { eq } from "drizzle-orm";
import type { BulkActionInput, BulkResult } from "#core/domain/crm-bulk";
import { companies } from "../../db/schema";
import { changedFields, writeAudit } from "../audit";
import type { CrmContext } from "../context";
import { requireOwner } from "../pipeline/require-owner";
import { lockCompanies, requireCurrent } from "./lock-companies";

/** The fields a bulk change may set on a company. */
export interface BulkChanges {
  stage?: string;
  nextActionOwner?: string | null;
}

/**
 * Sets the given fields on many companies in one transaction: every company must still be at the
 * version the client read, or nothing changes (409 naming the first stale one). Each change is audited
 * as an edit of that company; the answer holds the request that puts the previous values back.
 */
export async function changeCompanies(
  ctx: CrmContext,
  items: { id: number; version: number; changes: BulkChanges }[],
): Promise<BulkResult> {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockCompanies(
      tx,
      items.map((i) => i.id),
      ctx.t,
    );
    requireCurrent(ctx.t, rows, new Map(items.map((i) => [i.id, i.version])));
    const owners = new Set(items.map((i) => i.changes.nextActionOwner).filter((o) => typeof o === "string"));
    for (const owner of owners) await requireOwner(tx, owner, ctx.t);

    const undo: Extract<BulkActionInput, { action: "revert" }>["items"] = [];
    for (const [index, row] of rows.entries()) {
      const changes = items[index]?.changes ?? {};
      const diff = changedFields(
        { stage: row.stage, nextActionOwner: row.nextActionOwner },
        { stage: changes.stage, nextActionOwner: changes.nextActionOwner },
      );
      if (!diff) continue;
      const version = row.version + 1;
      await tx
        .update(companies)
        .set({ ...diff.after, version, updatedAt: ctx.now })
        .where(eq(companies.id, row.id));
      await writeAudit(tx, ctx.actor, {
        action: "company.update",
        entity: "company",
        entityId: row.id,
        details: diff,
        at: ctx.now,
      });
      undo.push({ id: row.id, version, ...(diff.before as BulkChanges) } as (typeof undo)[number]);
    }
    return { count: undo.length, undo: undo.length ? { action: "revert", items: undo } : null };
  });
}
