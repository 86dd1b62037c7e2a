import type { Db } from "../db/client";
import { recordAudit } from "./audit";
import { deleteSession } from "./sessions";

/** Ends the session behind a token (if it is still open) and records it. */
export async function logOut(
  ctx: { db: Db; now: Date; ip: string },
  token: string | undefined,
): Promise<void> {
  if (!token) return;
  const ended = await deleteSession(ctx.db, token);
  if (ended) await recordAudit(ctx.db, { at: ctx.now, action: "logout", actor: ended.username, ip: ctx.ip });
}
