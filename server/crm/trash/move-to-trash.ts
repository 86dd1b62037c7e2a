import { and, eq, isNull } from "drizzle-orm";
import type { TrashKind } from "#core/domain/crm-trash";
import { contacts, projects } from "../../db/schema";
import type { CrmContext } from "../context";
import { notFound } from "../errors";
import { companyNotTrashed } from "./live";
import { purgeExpired } from "./purge";
import { auditTrash, tableOf } from "./trash-table";

/**
 * Moves a company, contact or project to the trash (kept TRASH_DAYS days). A company's contacts and
 * projects go with it: they stay as they are and are hidden while their company is in the trash, so
 * restoring the company brings back exactly what it had. Recorded in the audit log.
 */
export async function moveToTrash(ctx: CrmContext, kind: TrashKind, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const table = tableOf(kind);
    const [row] = await tx
      .update(table)
      .set({ deletedAt: ctx.now })
      .where(
        and(eq(table.id, id), isNull(table.deletedAt), kind === "company" ? undefined : companyNotTrashed),
      )
      .returning({ id: table.id, name: table.name });
    if (!row) throw notFound(ctx.t, kind);
    const details: Record<string, unknown> = { name: row.name, trash: true };
    if (kind === "company") {
      const live = (t: typeof contacts | typeof projects) => and(eq(t.companyId, id), isNull(t.deletedAt));
      details.contacts = (await tx.select({ id: contacts.id }).from(contacts).where(live(contacts))).length;
      details.projects = (await tx.select({ id: projects.id }).from(projects).where(live(projects))).length;
    }
    await auditTrash(tx, ctx, { kind, id, action: `${kind}.delete`, details });
    await purgeExpired(tx, ctx.now);
  });
}
