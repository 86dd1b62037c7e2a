import type { Contact, Project } from "#core/domain/crm";

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
  startDate: p.startDate,
  endDate: p.endDate,
  deliverables: p.deliverables,
});
