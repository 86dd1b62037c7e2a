import { eq } from "drizzle-orm";
import { normalizeUsername } from "#core/domain/auth";
import { staffUsers } from "../db/schema";
import { type AccountContext, accountNotFound } from "./account-context";
import { recordAudit } from "./audit";
import { deleteUserSessions } from "./sessions";

/**
 * Disables an account (its sessions end at once) or enables it again.
 * Answers whether anything changed and how many sessions were ended.
 */
export async function setStaffActive(
  ctx: AccountContext,
  input: { username: string; active: boolean },
): Promise<{ username: string; changed: boolean; endedSessions: number }> {
  const username = normalizeUsername(input.username);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: staffUsers.id, active: staffUsers.active })
      .from(staffUsers)
      .where(eq(staffUsers.username, username))
      .for("update");
    if (!user) throw accountNotFound(ctx.t, username);
    const changed = user.active !== input.active;
    if (changed) await tx.update(staffUsers).set({ active: input.active }).where(eq(staffUsers.id, user.id));
    const endedSessions = input.active ? 0 : await deleteUserSessions(tx, user.id);
    if (changed) {
      await recordAudit(tx, {
        at: ctx.now,
        action: input.active ? "staff.enabled" : "staff.disabled",
        actor: ctx.actor,
        entity: "staff_user",
        entityId: username,
        details: input.active ? undefined : { endedSessions },
      });
    }
    return { username, changed, endedSessions };
  });
}
