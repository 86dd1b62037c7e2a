import { eq } from "drizzle-orm";
import { type Contact, type ContactUpdate, NO_WAY_TO_REACH, reachable } from "#core/domain/crm";
import { contacts } from "../db/schema";
import { AppError } from "../http/errors";
import { changedFields, writeAudit } from "./audit";
import { contactAuditFields } from "./audit-fields";
import type { CrmContext } from "./context";
import { conflict, notFound } from "./errors";
import { toContact } from "./serialize";
import { companyInTrash } from "./trash/live";

/** Changes a contact unless someone else changed it since `version` (409 with the current data). */
export async function updateContact(ctx: CrmContext, id: number, input: ContactUpdate): Promise<Contact> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    if (!row || row.deletedAt || (await companyInTrash(tx, row.companyId))) throw notFound(ctx.t, "contact");
    const before = toContact(row);
    if (row.version !== input.version) throw conflict(ctx.t, "contact", before);
    // A contact keeps a way to reach them (one imported with neither may be edited without adding one).
    const after = {
      email: input.email === undefined ? before.email : input.email,
      phone: input.phone === undefined ? before.phone : input.phone,
    };
    if (reachable(before) && !reachable(after)) {
      const message = ctx.t(NO_WAY_TO_REACH);
      throw new AppError(400, "invalid_input", message, { fields: { email: message } });
    }
    const diff = changedFields(contactAuditFields(before), {
      name: input.name,
      position: input.position,
      email: input.email,
      phone: input.phone,
    });
    if (!diff) return before;
    const [updated] = await tx
      .update(contacts)
      .set({ ...diff.after, version: row.version + 1, updatedAt: ctx.now })
      .where(eq(contacts.id, id))
      .returning();
    if (!updated) throw notFound(ctx.t, "contact");
    await writeAudit(tx, ctx.actor, {
      action: "contact.update",
      entity: "contact",
      entityId: id,
      details: { companyId: row.companyId, ...diff },
      at: ctx.now,
    });
    return toContact(updated);
  });
}
