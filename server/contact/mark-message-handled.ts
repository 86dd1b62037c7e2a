import { eq } from "drizzle-orm";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import { AppError } from "../http/errors";

/**
 * Marks a contact message handled by the staff member (or open again: the Undo). Marking a handled
 * message handled again keeps its first time and author. 404 for an unknown message.
 */
export async function markMessageHandled(
  ctx: { db: Db; now: Date; username: string; t: TFunction },
  id: number,
  handled: boolean,
): Promise<{ id: number; handled: { at: string; by: string | null } | null }> {
  const [current] = await ctx.db
    .select({ handledAt: contactMessages.handledAt, handledBy: contactMessages.handledBy })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  if (!current) throw new AppError(404, "not_found", ctx.t("contact:staff.errors.messageNotFound"));
  if (handled && current.handledAt) {
    return { id, handled: { at: current.handledAt.toISOString(), by: current.handledBy } };
  }
  const values = handled
    ? { handledAt: ctx.now, handledBy: ctx.username }
    : { handledAt: null, handledBy: null };
  await ctx.db.update(contactMessages).set(values).where(eq(contactMessages.id, id));
  return { id, handled: handled ? { at: ctx.now.toISOString(), by: ctx.username } : null };
}
