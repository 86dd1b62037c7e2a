import { and, eq, isNotNull, lt } from "drizzle-orm";
import { TRASH_DAYS, type TrashKind } from "#core/domain/crm-trash";
import { companies, contacts, projects } from "../../db/schema";
import type { Tx } from "../audit";
import type { CrmContext } from "../context";
import { notFound } from "../errors";
import { auditTrash, tableOf } from "./trash-table";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which trashed records are deleted for good. */
export const purgeBefore = (now: Date) => new Date(now.getTime() - TRASH_DAYS * DAY_MS);

/**
 * Deletes for good what has been in the trash longer than TRASH_DAYS (a company takes its contacts and
 * projects, by the foreign keys' cascade). Runs whenever the trash is read or something is trashed.
 */
export async function purgeExpired(tx: Tx, now: Date): Promise<void> {
  const before = purgeBefore(now);
  for (const table of [contacts, projects, companies]) {
    await tx.delete(table).where(and(isNotNull(table.deletedAt), lt(table.deletedAt, before)));
  }
}

/** Deletes one trashed record for good (a company with its contacts and projects), audited. */
export async function purgeRecord(ctx: CrmContext, kind: TrashKind, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const table = tableOf(kind);
    const [row] = await tx
      .delete(table)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .returning({ id: table.id, name: table.name });
    if (!row) throw notFound(ctx.t, kind);
    await auditTrash(tx, ctx, { kind, id, action: `${kind}.purge`, details: { name: row.name } });
  });
}
