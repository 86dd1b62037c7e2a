import type { Contact, NewContact } from "#core/domain/crm";
import { contacts } from "../db/schema";
import { auditCreate, type Fields, insertedRow, type Tx } from "./audit";
import { contactAuditFields } from "./audit-fields";
import { lockCompany } from "./company-exists";
import type { CrmContext } from "./context";
import { toContact } from "./serialize";

/** A new contact's columns (the times are the context's now). */
export type ContactValues = Omit<typeof contacts.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * Inserts a contact inside the caller's transaction (its company already locked by the caller) and
 * writes its "contact.create" audit row, with `extra` added to the details.
 */
export async function insertContact(tx: Tx, ctx: CrmContext, values: ContactValues, extra: Fields = {}) {
  const stamped = { ...values, createdAt: ctx.now, updatedAt: ctx.now };
  const contact = toContact(insertedRow(await tx.insert(contacts).values(stamped).returning()));
  const details = { companyId: contact.companyId, after: contactAuditFields(contact), ...extra };
  await auditCreate(tx, ctx, "contact", contact.id, details);
  return contact;
}

/** Adds a contact to a company. */
export async function createContact(ctx: CrmContext, input: NewContact): Promise<Contact> {
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId, ctx.t);
    return insertContact(tx, ctx, {
      companyId: input.companyId,
      name: input.name,
      position: input.position,
      email: input.email,
      phone: input.phone,
    });
  });
}
