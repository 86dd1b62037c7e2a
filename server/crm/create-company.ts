import type { Company, NewCompany } from "../../app/domain/crm";
import { companies } from "../db/schema";
import { writeAudit } from "./audit";
import type { CrmContext } from "./context";
import { refuseDuplicate } from "./find-duplicates";
import { companyAuditFields } from "./get-company";
import { toCompany } from "./serialize";

/**
 * Adds a company: a lead unless told otherwise, last contact today and next action 'Initial contact'
 * (in the language of whoever adds it) unless the form sent its own. A possible duplicate (same folded
 * name without legal forms, or same website host) answers 409 `duplicate` with the matches, unless confirmed.
 */
export async function createCompany(ctx: CrmContext, input: NewCompany): Promise<Company> {
  return ctx.db.transaction(async (tx) => {
    if (!input.confirmDuplicate)
      await refuseDuplicate(tx, ctx.t, { name: input.companyName, website: input.website });
    const [row] = await tx
      .insert(companies)
      .values({
        name: input.companyName,
        industry: input.industry,
        stage: input.stage,
        website: input.website,
        notes: input.notes,
        lastContact: input.lastContact === undefined ? ctx.now.toISOString().slice(0, 10) : input.lastContact,
        nextAction: input.nextAction === undefined ? ctx.t("crm:defaults.nextAction") : input.nextAction,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const company = toCompany(row);
    await writeAudit(tx, ctx.actor, {
      action: "company.create",
      entity: "company",
      entityId: company.id,
      details: { after: companyAuditFields(company) },
      at: ctx.now,
    });
    return company;
  });
}
