import { and, eq, isNull } from "drizzle-orm";
import type { Company } from "#core/domain/crm";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { companies } from "../db/schema";
import { notFound } from "./errors";
import { toCompany } from "./serialize";

export async function getCompany(db: Db, id: number, t: TFunction): Promise<Company> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  if (!row) throw notFound(t, "company");
  return toCompany(row);
}

/** The fields of a company that the audit log records (API names). */
export function companyAuditFields(company: Company) {
  return {
    name: company.name,
    industry: company.industry,
    stage: company.stage,
    lastContact: company.lastContact,
    nextAction: company.nextAction,
    nextActionDue: company.nextActionDue,
    nextActionOwner: company.nextActionOwner,
    notes: company.notes,
    website: company.website,
  };
}
