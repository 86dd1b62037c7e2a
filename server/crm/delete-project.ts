import { eq } from "drizzle-orm";
import { projects } from "../db/schema";
import { writeAudit } from "./audit";
import { projectAuditFields } from "./audit-fields";
import type { CrmContext } from "./context";
import { notFound } from "./errors";
import { toProject } from "./serialize";

export async function deleteProject(ctx: CrmContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning();
    if (!row) throw notFound(ctx.t, "project");
    await writeAudit(tx, ctx.actor, {
      action: "project.delete",
      entity: "project",
      entityId: id,
      details: { companyId: row.companyId, before: projectAuditFields(toProject(row)) },
      at: ctx.now,
    });
  });
}
