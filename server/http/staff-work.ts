import type { Context } from "hono";
import type { Lang } from "#core/i18n/languages";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { AppEnv } from "./context";
import { AppError } from "./errors";

/** What a staff member's change needs: the request's database, who makes it and from where, its clock, texts. */
export interface StaffWork {
  db: Db;
  username: string;
  ip: string | null;
  now: Date;
  t: TFunction;
  lang: Lang;
}

export function staffWork(c: Context<AppEnv>): StaffWork {
  return {
    db: c.var.db,
    username: c.var.staff?.username ?? "unknown",
    ip: c.var.ip,
    now: c.var.now(),
    t: c.var.t,
    lang: c.var.lang,
  };
}

/** The numeric `:id` of the path (routes match digits only); 404 with the message `notFoundKey` when out of range. */
export function idParam(c: Context<AppEnv>, notFoundKey: string): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new AppError(404, "not_found", c.var.t(notFoundKey));
  }
  return id;
}

/** One row of the audit log about a record, written on `runner`: the change's transaction, or the database. */
export async function auditRecord(
  runner: Pick<Db, "insert">,
  work: Pick<StaffWork, "now" | "username" | "ip">,
  record: { entity: string; id: number | string; action: string; details: Record<string, unknown> },
): Promise<void> {
  await runner.insert(auditLog).values({
    at: work.now,
    action: record.action,
    actor: work.username.slice(0, 100),
    ip: work.ip,
    entity: record.entity,
    entityId: String(record.id),
    details: record.details,
  });
}
