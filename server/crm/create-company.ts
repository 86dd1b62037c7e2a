import { type Company, DEFAULT_NEXT_ACTION, type NewCompany } from "#core/domain/crm";
import { companies } from "../db/schema";
import { auditCreate, type Fields, insertedRow, type Tx } from "./audit";
import type { CrmContext } from "./context";
import { refuseDuplicate } from "./find-duplicates";
import { companyAuditFields } from "./get-company";
import { storedNextAction } from "./next-action";
import { toCompany } from "./serialize";

/** A new company's columns (the times are the context's now). */
export type CompanyValues = Omit<typeof companies.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * Inserts a company inside the caller's transaction and writes its "company.create" audit row (with
 * `extra` added to the details, e.g. the message it was made from). No duplicate check: callers do it.
 */
export async function insertCompany(tx: Tx, ctx: CrmContext, values: CompanyValues, extra: Fields = {}) {
  const stamped = { ...values, createdAt: ctx.now, updatedAt: ctx.now };
  const company = toCompany(insertedRow(await tx.insert(companies).values(stamped).returning()));
  await auditCreate(tx, ctx, "company", company.id, { after: companyAuditFields(company), ...extra });
  return company;
}

/** Tells the industry feature (when wired) that staff set this company's industry. */
export async function industryChosen(tx: Tx, ctx: CrmContext, company: Company): Promise<void> {
  if (!ctx.industryChosen || !company.industry) return;
  await ctx.industryChosen(tx, {
    companyId: company.id,
    name: company.name,
    industry: company.industry,
    actor: ctx.actor.username,
    at: ctx.now,
  });
}

/**
 * Adds a company: a lead unless told otherwise, last contact today and the default next action (its
 * meaning, shown in each reader's language) unless the form sent its own. A possible duplicate (same folded
 * name without legal forms, or same website host) answers 409 `duplicate` with the matches, unless confirmed.
 */
export async function createCompany(ctx: CrmContext, input: NewCompany): Promise<Company> {
  return ctx.db.transaction(async (tx) => {
    if (!input.confirmDuplicate)
      await refuseDuplicate(tx, ctx.t, { name: input.companyName, website: input.website });
    const company = await insertCompany(tx, ctx, {
      name: input.companyName,
      industry: input.industry,
      stage: input.stage,
      website: input.website,
      notes: input.notes,
      lastContact: input.lastContact === undefined ? ctx.now.toISOString().slice(0, 10) : input.lastContact,
      nextAction: input.nextAction === undefined ? DEFAULT_NEXT_ACTION : storedNextAction(input.nextAction),
    });
    await industryChosen(tx, ctx, company);
    return company;
  });
}
