import type { Contact, NewContact } from "../../app/domain/crm";
import { contacts } from "../db/schema";
import { writeAudit } from "./audit";
import { contactAuditFields } from "./audit-fields";
import { lockCompany } from "./company-exists";
import type { CrmContext } from "./context";
import { toContact } from "./serialize";

/** Adds a contact to a company. */
export async function createContact(ctx: CrmContext, input: NewContact): Promise<Contact> {
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId, ctx.t);
    const [row] = await tx
      .insert(contacts)
      .values({
        companyId: input.companyId,
        name: input.name,
        position: input.position,
        email: input.email,
        phone: input.phone,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const contact = toContact(row);
    await writeAudit(tx, ctx.actor, {
      action: "contact.create",
      entity: "contact",
      entityId: contact.id,
      details: { companyId: contact.companyId, after: contactAuditFields(contact) },
      at: ctx.now,
    });
    return contact;
  });
}
