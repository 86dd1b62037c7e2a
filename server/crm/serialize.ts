import type { Company, Contact } from "#core/domain/crm";
import { isDealStage, isLostReason, type Project } from "#core/domain/deals";
import { solutionFor } from "#core/domain/industries";
import type { companies, contacts, projects } from "../db/schema";

export type CompanyRow = typeof companies.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A company as the API answers it, with its solution (from the industry) and its version. */
export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    externalId: row.externalId,
    name: row.name,
    industry: row.industry,
    solution: solutionFor(row.industry).solution,
    stage: row.stage,
    lastContact: row.lastContact,
    nextAction: row.nextAction,
    nextActionDue: row.nextActionDue,
    nextActionOwner: row.nextActionOwner,
    notes: row.notes,
    website: row.website,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    externalId: row.externalId,
    companyId: row.companyId,
    name: row.name,
    position: row.position,
    email: row.email,
    phone: row.phone,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    externalId: row.externalId,
    companyId: row.companyId,
    name: row.name,
    dealValue: row.dealValue === null ? null : Number(row.dealValue),
    currency: row.currency,
    stage: row.stage,
    dealStage: isDealStage(row.dealStage) ? row.dealStage : "proposal",
    probability: row.probability,
    owner: row.owner,
    contactId: row.contactId,
    expectedClose: row.expectedClose,
    closedOn: row.closedOn,
    lostReason: isLostReason(row.lostReason) ? row.lostReason : null,
    lostNote: row.lostNote,
    startDate: row.startDate,
    endDate: row.endDate,
    deliverables: row.deliverables,
    nextAction: row.nextAction,
    nextActionDue: row.nextActionDue,
    nextActionOwner: row.nextActionOwner,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}
