import { and, eq } from "drizzle-orm";
import type { NewProject, Project } from "#core/domain/deals";
import { projects, staffUsers } from "../db/schema";
import { auditCreate, insertedRow, type Tx } from "./audit";
import { projectAuditFields } from "./audit-fields";
import { lockCompany } from "./company-exists";
import type { CrmContext } from "./context";
import { dealValues } from "./deal-values";
import { toProject } from "./serialize";

/**
 * Adds a deal (a project) to a company: stage Proposal unless told otherwise, owned by whoever adds it
 * unless another owner is named.
 */
export async function createProject(ctx: CrmContext, input: NewProject): Promise<Project> {
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId, ctx.t);
    const values = await dealValues(tx, ctx, input.companyId, null, input);
    const rows = await tx
      .insert(projects)
      .values({
        ...values,
        companyId: input.companyId,
        name: input.projectName,
        currency: input.currency ?? "SAR",
        owner: input.owner ?? (await staffAccount(tx, ctx.actor.username)),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    const project = toProject(insertedRow(rows));
    const details = { companyId: project.companyId, after: projectAuditFields(project) };
    await auditCreate(tx, ctx, "project", project.id, details);
    return project;
  });
}

/** The username when it is an active staff account (not a command's "cli"), else null. */
async function staffAccount(tx: Tx, username: string): Promise<string | null> {
  const [row] = await tx
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(and(eq(staffUsers.username, username), eq(staffUsers.active, true)));
  return row?.username ?? null;
}
