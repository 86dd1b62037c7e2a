import type { NewProject, Project } from "../../app/domain/crm";
import { projects } from "../db/schema";
import { writeAudit } from "./audit";
import { projectAuditFields } from "./audit-fields";
import { lockCompany } from "./company-exists";
import type { CrmContext } from "./context";
import { toProject } from "./serialize";

/** Adds a project to a company; its stage is 'proposal' unless told otherwise. */
export async function createProject(ctx: CrmContext, input: NewProject): Promise<Project> {
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, input.companyId, ctx.t);
    const [row] = await tx
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
    if (!row) throw new Error("insert returned no row");
    const project = toProject(row);
    await writeAudit(tx, ctx.actor, {
      action: "project.create",
      entity: "project",
      entityId: project.id,
      details: { companyId: project.companyId, after: projectAuditFields(project) },
      at: ctx.now,
    });
    return project;
  });
}
