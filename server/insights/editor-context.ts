import type { Context } from "hono";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";

/** A database handle or a transaction on one. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

/** What a change of an insight needs: the database, who makes it, the request's clock and translations. */
export interface EditorContext {
  db: Db;
  username: string;
  ip: string | null;
  now: Date;
  t: TFunction;
}

export function editorContext(c: Context<AppEnv>): EditorContext {
  return {
    db: c.var.db,
    username: c.var.staff?.username ?? "unknown",
    ip: c.var.ip,
    now: c.var.now(),
    t: c.var.t,
  };
}

/** The numeric `:id` of the path (the routes only match digits); 404 when out of range. */
export function insightIdParam(c: Context<AppEnv>): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new AppError(404, "not_found", c.var.t("insights:errors.notFound"));
  }
  return id;
}

/**
 * One row of the audit log, in the change's transaction (the shape of server/auth/audit.ts's recordAudit,
 * written here on the transaction: a feature does not import another's files).
 */
export async function auditInsight(
  tx: Tx,
  ctx: EditorContext,
  action: string,
  id: number,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(auditLog).values({
    at: ctx.now,
    action,
    actor: ctx.username.slice(0, 100),
    ip: ctx.ip,
    entity: "insight",
    entityId: String(id),
    details,
  });
}
