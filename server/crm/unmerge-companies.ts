import { inArray } from "drizzle-orm";
import type { UnmergeCompanies } from "#core/domain/company-duplicates";
import type { Company } from "#core/domain/crm";
import { companies } from "../db/schema";
import type { CrmContext } from "./context";
import { conflict, notFound } from "./errors";
import { toCompany } from "./serialize";
import { findMerge, undoMerge } from "./undo-merge";

/**
 * Undoes a merge (the toast's Undo): the contacts, projects and notes it moved (as its audit row lists
 * them) go back to the merged company, the fields it filled are emptied again if nobody changed them, and
 * the merged company comes back from the trash. Refused (409) if the kept company changed since the merge.
 */
export async function unmergeCompanies(
  ctx: CrmContext,
  keptId: number,
  input: UnmergeCompanies,
): Promise<Company> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(companies)
      .where(inArray(companies.id, [keptId, input.mergedId]))
      .orderBy(companies.id)
      .for("update");
    const keptRow = rows.find((row) => row.id === keptId);
    const otherRow = rows.find((row) => row.id === input.mergedId);
    if (!keptRow || keptRow.deletedAt || !otherRow || !otherRow.deletedAt) throw notFound(ctx.t, "company");
    if (keptRow.version !== input.version) throw conflict(ctx.t, "company", toCompany(keptRow));
    const details = await findMerge(tx, keptId, input.mergedId);
    if (!details) throw notFound(ctx.t, "company");
    const kept = await undoMerge(tx, ctx, keptRow, otherRow, details);
    if (!kept) throw notFound(ctx.t, "company");
    return toCompany(kept);
  });
}
