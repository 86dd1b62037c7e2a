import { eq } from "drizzle-orm";
import type { Company, CompanyUpdate } from "#core/domain/crm";
import { companies } from "../db/schema";
import { changedFields, writeAudit } from "./audit";
import type { CrmContext } from "./context";
import { industryChosen } from "./create-company";
import { conflict, notFound } from "./errors";
import { refuseDuplicate } from "./find-duplicates";
import { companyAuditFields } from "./get-company";
import { storedNextAction } from "./next-action";
import { requireOwner } from "./pipeline/require-owner";
import { toCompany } from "./serialize";

/**
 * Changes a company if nobody else changed it since the `version` the client read; otherwise 409
 * with the current data. The version goes up by one with every change; nothing changed, nothing written.
 * A new name that another company already has (folded, without legal forms), or a new website with
 * another company's host, answers 409 `duplicate` unless confirmed.
 */
export async function updateCompany(ctx: CrmContext, id: number, input: CompanyUpdate): Promise<Company> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
    if (!row || row.deletedAt) throw notFound(ctx.t, "company");
    const before = toCompany(row);
    if (row.version !== input.version) throw conflict(ctx.t, "company", before);
    const diff = changedFields(companyAuditFields(before), {
      name: input.companyName,
      industry: input.industry,
      stage: input.stage,
      lastContact: input.lastContact,
      nextAction: storedNextAction(input.nextAction),
      nextActionDue: input.nextActionDue,
      nextActionOwner: input.nextActionOwner,
      notes: input.notes,
      website: input.website,
    });
    if (!diff) return before;
    const renamed = typeof diff.after.name === "string";
    const newWebsite = typeof diff.after.website === "string";
    if ((renamed || newWebsite) && !input.confirmDuplicate) {
      // Only what changed is checked: an unchanged name or website matched before and was accepted then
      // ("" has no name key, null no host).
      await refuseDuplicate(
        tx,
        ctx.t,
        {
          name: renamed ? String(diff.after.name) : "",
          website: newWebsite ? String(diff.after.website) : null,
        },
        id,
      );
    }
    if (typeof diff.after.nextActionOwner === "string")
      await requireOwner(tx, diff.after.nextActionOwner, ctx.t);
    const [updated] = await tx
      .update(companies)
      .set({ ...diff.after, version: row.version + 1, updatedAt: ctx.now })
      .where(eq(companies.id, id))
      .returning();
    if (!updated) throw notFound(ctx.t, "company");
    const company = toCompany(updated);
    if (typeof diff.after.industry === "string") await industryChosen(tx, ctx, company);
    await writeAudit(tx, ctx.actor, {
      action: "company.update",
      entity: "company",
      entityId: id,
      details: diff,
      at: ctx.now,
    });
    return company;
  });
}
