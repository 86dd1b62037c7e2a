import { eq } from "drizzle-orm";
import { companies, contacts, projects } from "../db/schema";
import { writeAudit } from "./audit";
import type { CrmContext } from "./context";
import { notFound } from "./errors";
import { companyAuditFields } from "./get-company";
import { toCompany } from "./serialize";

/** Deletes a company with all its contacts and projects, in one transaction, recorded in the audit log. */
export async function deleteCompany(ctx: CrmContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
    if (!row) throw notFound(ctx.t, "company");
    const removedContacts = await tx
      .delete(contacts)
      .where(eq(contacts.companyId, id))
      .returning({ id: contacts.id, name: contacts.name });
    const removedProjects = await tx
      .delete(projects)
      .where(eq(projects.companyId, id))
      .returning({ id: projects.id, name: projects.name });
    await tx.delete(companies).where(eq(companies.id, id));
    await writeAudit(tx, ctx.actor, {
      action: "company.delete",
      entity: "company",
      entityId: id,
      details: {
        before: companyAuditFields(toCompany(row)),
        contacts: removedContacts,
        projects: removedProjects,
      },
      at: ctx.now,
    });
  });
}
