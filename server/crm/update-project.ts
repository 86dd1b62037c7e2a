import { eq } from "drizzle-orm";
import type { Project, ProjectUpdate } from "#core/domain/deals";
import { projects } from "../db/schema";
import { changedFields, writeAudit } from "./audit";
import { projectAuditFields } from "./audit-fields";
import type { CrmContext } from "./context";
import { dealValues } from "./deal-values";
import { conflict, notFound } from "./errors";
import { toProject } from "./serialize";
import { companyInTrash } from "./trash/live";

/** Changes a deal unless someone else changed it since `version` (409 with the current data). */
export async function updateProject(ctx: CrmContext, id: number, input: ProjectUpdate): Promise<Project> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!row || row.deletedAt || (await companyInTrash(tx, row.companyId))) throw notFound(ctx.t, "project");
    const before = toProject(row);
    if (row.version !== input.version) throw conflict(ctx.t, "project", before);
    const values = await dealValues(tx, ctx, row.companyId, before, input);
    const { name, ...rest } = values;
    const diff = changedFields(projectAuditFields(before), { ...rest, name });
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
