import { eq } from "drizzle-orm";
import { contacts } from "../db/schema";
import { writeAudit } from "./audit";
import { contactAuditFields } from "./audit-fields";
import type { CrmContext } from "./context";
import { notFound } from "./errors";
import { toContact } from "./serialize";

export async function deleteContact(ctx: CrmContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(contacts).where(eq(contacts.id, id)).returning();
    if (!row) throw notFound(ctx.t, "contact");
    await writeAudit(tx, ctx.actor, {
      action: "contact.delete",
      entity: "contact",
      entityId: id,
      details: { companyId: row.companyId, before: contactAuditFields(toContact(row)) },
      at: ctx.now,
    });
  });
}
