import { and, eq, isNotNull } from "drizzle-orm";
import type { TrashKind } from "../../../app/domain/crm-trash";
import { companies, contacts, projects } from "../../db/schema";
import { AppError } from "../../http/errors";
import { writeAudit } from "../audit";
import type { CrmContext } from "../context";
import { notFound } from "../errors";
import { tableOf } from "./trash-table";

/**
 * Takes a record out of the trash (a company comes back with its contacts and projects). A contact or
 * project whose company is itself in the trash cannot come back alone: 409, restore the company.
 */
export async function restoreFromTrash(ctx: CrmContext, kind: TrashKind, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
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
    await writeAudit(tx, ctx.actor, {
      action: `${kind}.restore`,
      entity: kind,
      entityId: id,
      details: { name: row.name },
      at: ctx.now,
    });
  });
}
