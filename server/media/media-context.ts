import type { Context } from "hono";
import type { Lang } from "#core/i18n/languages";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";

/** Who works on the media library, and when: the request's database, staff member, clock and translations. */
export interface MediaContext {
  db: Db;
  username: string;
  ip: string | null;
  now: Date;
  t: TFunction;
  lang: Lang;
}

export function mediaContext(c: Context<AppEnv>): MediaContext {
  return {
    db: c.var.db,
    username: c.var.staff?.username ?? "unknown",
    ip: c.var.ip,
    now: c.var.now(),
    t: c.var.t,
    lang: c.var.lang,
  };
}

/** The numeric `:id` of the path (the routes only match digits); 404 when out of range. */
export function imageIdParam(c: Context<AppEnv>): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new AppError(404, "not_found", c.var.t("media:errors.notFound"));
  }
  return id;
}

type Runner = Pick<Db, "insert">;

/** One audit entry about an image (media.upload, media.alt, media.delete). */
export function auditImage(
  db: Runner,
  ctx: MediaContext,
  action: string,
  id: number,
  details: Record<string, unknown>,
) {
  return db.insert(auditLog).values({
    at: ctx.now,
    actor: ctx.username,
    ip: ctx.ip,
    action,
    entity: "media_image",
    entityId: String(id),
    details,
  });
}
