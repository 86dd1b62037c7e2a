import { eq } from "drizzle-orm";
import type { ActivityKind, TimelineEntry } from "#core/domain/pipeline";
import { crmActivities } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type Tx, writeAudit } from "../audit";
import { lockCompany } from "../company-exists";
import type { CrmContext } from "../context";
import { recordContact } from "./last-contact";

type ActivityRow = typeof crmActivities.$inferSelect;
type ActivityEntry = Extract<TimelineEntry, { type: "activity" }>;

export function toActivityEntry(row: ActivityRow): ActivityEntry {
  const at = new Date(row.createdAt);
  const updated = new Date(row.updatedAt);
  return {
    type: "activity",
    id: row.id,
    at: at.toISOString(),
    actor: row.author,
    kind: row.kind as ActivityKind,
    body: row.body,
    version: row.version,
    editedAt: row.version > 1 ? updated.toISOString() : null,
  };
}

/**
 * Logs a note or a call on a company's timeline, by the signed-in staff member; a call moves the company's
 * last contact to its day (when later).
 */
export async function createActivity(
  ctx: CrmContext,
  companyId: number,
  input: { kind: ActivityKind; body: string },
): Promise<ActivityEntry> {
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId, ctx.t, input.kind === "call" ? "update" : "share");
    const [row] = await tx
      .insert(crmActivities)
      .values({ companyId, ...input, author: ctx.actor.username, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await recordContact(tx, companyId, row.kind, row.createdAt, ctx.now);
    await writeAudit(tx, ctx.actor, {
      action: "activity.create",
      entity: "activity",
      entityId: row.id,
      details: { companyId, after: input },
      at: ctx.now,
    });
    return toActivityEntry(row);
  });
}

/** The activity, locked, if the signed-in staff member wrote it: 404 if gone, 403 if someone else's. */
async function ownActivity(ctx: CrmContext, tx: Tx, id: number) {
  const [row] = await tx.select().from(crmActivities).where(eq(crmActivities.id, id)).for("update");
  if (!row) throw new AppError(404, "not_found", ctx.t("pipeline:timeline.errors.notFound"));
  if (row.author !== ctx.actor.username) {
    throw new AppError(403, "forbidden", ctx.t("pipeline:timeline.errors.notAuthor"));
  }
  return row;
}

/** Changes one's own note or call, unless it changed since `version` (409 with what it is now). */
export async function updateActivity(
  ctx: CrmContext,
  id: number,
  input: { kind: ActivityKind; body: string; version: number },
): Promise<ActivityEntry> {
  return ctx.db.transaction(async (tx) => {
    const row = await ownActivity(ctx, tx, id);
    if (row.version !== input.version) {
      throw new AppError(409, "conflict", ctx.t("pipeline:timeline.errors.conflict"), {
        details: { current: toActivityEntry(row) },
      });
    }
    if (row.kind === input.kind && row.body === input.body) return toActivityEntry(row);
    const [updated] = await tx
      .update(crmActivities)
      .set({ kind: input.kind, body: input.body, version: row.version + 1, updatedAt: ctx.now })
      .where(eq(crmActivities.id, id))
      .returning();
    if (!updated) throw new AppError(404, "not_found", ctx.t("pipeline:timeline.errors.notFound"));
    // A note turned into a call: the call was on the day it was logged.
    await recordContact(tx, row.companyId, updated.kind, updated.createdAt, ctx.now);
    await writeAudit(tx, ctx.actor, {
      action: "activity.update",
      entity: "activity",
      entityId: id,
      details: {
        companyId: row.companyId,
        before: { kind: row.kind, body: row.body },
        after: { kind: input.kind, body: input.body },
      },
      at: ctx.now,
    });
    return toActivityEntry(updated);
  });
}

export async function deleteActivity(ctx: CrmContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await ownActivity(ctx, tx, id);
    await tx.delete(crmActivities).where(eq(crmActivities.id, id));
    await writeAudit(tx, ctx.actor, {
      action: "activity.delete",
      entity: "activity",
      entityId: id,
      details: { companyId: row.companyId, before: { kind: row.kind, body: row.body } },
      at: ctx.now,
    });
  });
}
