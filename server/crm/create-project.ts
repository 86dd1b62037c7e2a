import type { NewProject, Project } from "#core/domain/crm";
import { projects } from "../db/schema";
import { auditCreate, insertedRow } from "./audit";
import { projectAuditFields } from "./audit-fields";
import { lockCompany } from "./company-exists";
import type { CrmContext } from "./context";
import { toProject } from "./serialize";

/** Adds a project to a company; its stage is 'proposal' unless told otherwise. */
export async function createProject(ctx: CrmContext, input: NewProject): Promise<Project> {
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId, ctx.t);
    const rows = await tx
      .insert(projects)
      .values({
        companyId: input.companyId,
        name: input.projectName,
        dealValue: input.dealValue,
        currency: input.currency ?? "SAR",
        stage: input.stage,
        startDate: input.startDate,
        endDate: input.endDate,
        deliverables: input.deliverables,
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
