import type { Context } from "hono";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/context";
import { auditRecord, idParam, type StaffWork, staffWork } from "../http/staff-work";

/** A database handle or a transaction on one. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** What a change of an insight needs: the database, who makes it, the request's clock and translations. */
export type EditorContext = StaffWork;

export const editorContext = staffWork;

/** The numeric `:id` of the path (the routes only match digits); 404 when out of range. */
export function insightIdParam(c: Context<AppEnv>): number {
  return idParam(c, "insights:errors.notFound");
}

/** One row of the audit log about an insight, in the change's transaction. */
export function auditInsight(
  tx: Tx,
  ctx: EditorContext,
  action: string,
  id: number,
  details: Record<string, unknown>,
): Promise<void> {
  return auditRecord(tx, ctx, { entity: "insight", id, action, details });
}
