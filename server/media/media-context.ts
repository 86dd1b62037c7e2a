import type { Context } from "hono";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/context";
import { auditRecord, idParam, type StaffWork, staffWork } from "../http/staff-work";

/** Who works on the media library, and when: the request's database, staff member, clock and translations. */
export type MediaContext = StaffWork;

export const mediaContext = staffWork;

/** The numeric `:id` of the path (the routes only match digits); 404 when out of range. */
export function imageIdParam(c: Context<AppEnv>): number {
  return idParam(c, "media:errors.notFound");
}

/** One audit entry about an image (media.upload, media.alt, media.delete). */
export function auditImage(
  db: Pick<Db, "insert">,
  ctx: MediaContext,
  action: string,
  id: number,
  details: Record<string, unknown>,
): Promise<void> {
  return auditRecord(db, ctx, { entity: "media_image", id, action, details });
}
