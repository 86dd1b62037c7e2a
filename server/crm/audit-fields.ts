import type { Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";

/** The fields of a contact that the audit log records. */
export const contactAuditFields = (c: Contact) => ({
  name: c.name,
  position: c.position,
  email: c.email,
  phone: c.phone,
});

/** The fields of a project that the audit log records. */
export const projectAuditFields = (p: Project) => ({
  name: p.name,
  dealValue: p.dealValue,
  currency: p.currency,
  stage: p.stage,
  dealStage: p.dealStage,
  probability: p.probability,
  owner: p.owner,
  contactId: p.contactId,
  expectedClose: p.expectedClose,
  closedOn: p.closedOn,
  lostReason: p.lostReason,
  lostNote: p.lostNote,
  startDate: p.startDate,
  endDate: p.endDate,
  deliverables: p.deliverables,
  nextAction: p.nextAction,
  nextActionDue: p.nextActionDue,
  nextActionOwner: p.nextActionOwner,
});
