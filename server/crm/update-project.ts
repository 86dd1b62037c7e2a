import { eq } from "drizzle-orm";
import { endsBeforeStart, type Project, type ProjectUpdate } from "#core/domain/crm";
import { projects } from "../db/schema";
import { AppError } from "../http/errors";
import { changedFields, writeAudit } from "./audit";
import { projectAuditFields } from "./audit-fields";
import type { CrmContext } from "./context";
import { conflict, notFound } from "./errors";
import { toProject } from "./serialize";
import { companyInTrash } from "./trash/live";

/** Changes a project unless someone else changed it since `version` (409 with the current data). */
export async function updateProject(ctx: CrmContext, id: number, input: ProjectUpdate): Promise<Project> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!row || row.deletedAt || (await companyInTrash(tx, row.companyId))) throw notFound(ctx.t, "project");
    const before = toProject(row);
    if (row.version !== input.version) throw conflict(ctx.t, "project", before);
    const dates = {
      startDate: input.startDate === undefined ? before.startDate : input.startDate,
      endDate: input.endDate === undefined ? before.endDate : input.endDate,
    };
    if (endsBeforeStart(dates)) {
      const message = ctx.t("crm:errors.endBeforeStart");
      throw new AppError(400, "invalid_input", message, { fields: { endDate: message } });
    }
    const diff = changedFields(projectAuditFields(before), {
      name: input.projectName,
      dealValue: input.dealValue,
      currency: input.currency,
      stage: input.stage,
      startDate: input.startDate,
      endDate: input.endDate,
      deliverables: input.deliverables,
    });
    if (!diff) return before;
    const [updated] = await tx
      .update(projects)
      .set({ ...diff.after, version: row.version + 1, updatedAt: ctx.now })
      .where(eq(projects.id, id))
      .returning();
    if (!updated) throw notFound(ctx.t, "project");
    await writeAudit(tx, ctx.actor, {
      action: "project.update",
      entity: "project",
      entityId: id,
      details: { companyId: row.companyId, ...diff },
      at: ctx.now,
    });
    return toProject(updated);
  });
}
