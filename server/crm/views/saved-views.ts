import { and, asc, eq } from "drizzle-orm";
import type { NewView, SavedView } from "#core/domain/crm-views";
import type { Db } from "../../db/client";
import { crmSavedViews } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { CrmContext } from "../context";

const columns = { id: crmSavedViews.id, name: crmSavedViews.name, query: crmSavedViews.query };

/** A staff member's saved dashboard views, by name. */
export function listViews(db: Db, userId: number): Promise<SavedView[]> {
  return db
    .select(columns)
    .from(crmSavedViews)
    .where(eq(crmSavedViews.userId, userId))
    .orderBy(asc(crmSavedViews.name));
}

/** Saves a view; saving under a name already used replaces that view's query. */
export async function saveView(ctx: CrmContext, userId: number, input: NewView): Promise<SavedView> {
  const [view] = await ctx.db
    .insert(crmSavedViews)
    .values({ userId, name: input.name, query: input.query, createdAt: ctx.now })
    .onConflictDoUpdate({ target: [crmSavedViews.userId, crmSavedViews.name], set: { query: input.query } })
    .returning(columns);
  if (!view) throw new Error("insert returned no row");
  return view;
}

/** Deletes one of the staff member's own views (anyone else's is "not found"). */
export async function deleteView(ctx: CrmContext, userId: number, id: number): Promise<void> {
  const [gone] = await ctx.db
    .delete(crmSavedViews)
    .where(and(eq(crmSavedViews.id, id), eq(crmSavedViews.userId, userId)))
    .returning({ id: crmSavedViews.id });
  if (!gone) throw new AppError(404, "not_found", ctx.t("api.notFound"));
}
