import { and, count, inArray, isNull } from "drizzle-orm";
import type { BulkResult } from "#core/domain/crm-bulk";
import { isolate } from "#core/lib/format";
import { companies, contacts, projects } from "../../db/schema";
import { AppError } from "../../http/errors";
import { writeAudit } from "../audit";
import type { CrmContext } from "../context";
import { purgeExpired } from "../trash/purge";
import { lockCompanies, requireCurrent } from "./lock-companies";

/**
 * Moves many companies to the trash in one transaction (with their contacts and projects, as a single
 * delete does): all must still be at the version the client read, or nothing moves. Audited per company.
 */
export async function trashCompanies(
  ctx: CrmContext,
  items: { id: number; version: number }[],
): Promise<BulkResult> {
  return ctx.db.transaction(async (tx) => {
    const ids = items.map((i) => i.id);
    const rows = await lockCompanies(tx, ids, ctx.t);
    requireCurrent(ctx.t, rows, new Map(items.map((i) => [i.id, i.version])));
    const counted = async (table: typeof contacts | typeof projects) =>
      new Map(
        (
          await tx
            .select({ companyId: table.companyId, n: count() })
            .from(table)
            .where(and(inArray(table.companyId, ids), isNull(table.deletedAt)))
            .groupBy(table.companyId)
        ).map((r) => [r.companyId, Number(r.n)]),
      );
    const [contactCounts, projectCounts] = [await counted(contacts), await counted(projects)];
    await tx.update(companies).set({ deletedAt: ctx.now }).where(inArray(companies.id, ids));
    for (const row of rows) {
      await writeAudit(tx, ctx.actor, {
        action: "company.delete",
        entity: "company",
        entityId: row.id,
        details: {
          name: row.name,
          trash: true,
          contacts: contactCounts.get(row.id) ?? 0,
          projects: projectCounts.get(row.id) ?? 0,
        },
        at: ctx.now,
      });
    }
    await purgeExpired(tx, ctx.now);
    return { count: rows.length, undo: { action: "restore", items: ids.map((id) => ({ id })) } };
  });
}

/**
 * Takes many companies out of the trash in one transaction (the Undo of a bulk trash): all must be in
 * the trash still, or none comes back (409 naming the company). Audited per company.
 */
export async function restoreCompanies(ctx: CrmContext, items: { id: number }[]): Promise<BulkResult> {
  return ctx.db.transaction(async (tx) => {
    const ids = items.map((i) => i.id);
    const rows = await lockCompanies(tx, ids, ctx.t);
    for (const row of rows) {
      if (!row.deletedAt) {
        throw new AppError(
          409,
          "conflict",
          ctx.t("crm:bulk.errors.notInTrash", { name: isolate(row.name) }),
          {
            details: { id: row.id },
          },
        );
      }
    }
    await tx.update(companies).set({ deletedAt: null }).where(inArray(companies.id, ids));
    for (const row of rows) {
      await writeAudit(tx, ctx.actor, {
        action: "company.restore",
        entity: "company",
        entityId: row.id,
        details: { name: row.name },
        at: ctx.now,
      });
    }
    return { count: rows.length, undo: null };
  });
}
