import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recoveryCodes, sessions, staffUsers, teamSettings } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { AccountContext } from "../account-context";
import { endSessionsAudited, recordAudit } from "../audit";
import { lockMember } from "./members";

/**
 * Removes a member's second factor (a lost phone): the secret and recovery codes go, the member's
 * sessions end; they sign in with the password and can be given a new factor.
 */
export async function resetSecondFactor(ctx: AccountContext, username: string) {
  return ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, ctx, username);
    await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpLastStep: null })
      .where(eq(staffUsers.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    const endedSessions = await endSessionsAudited(tx, ctx, user, "staff.mfa_reset");
    return { username: user.username, endedSessions };
  });
}

/** Ends one session of a member (a lost laptop): the browser holding it is asked to sign in again. */
export async function endMemberSession(ctx: AccountContext, username: string, sessionId: string) {
  return ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, ctx, username);
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.idHash, sessionId), eq(sessions.userId, user.id)))
      .returning({ ip: sessions.ip });
    if (ended.length === 0) throw new AppError(404, "not_found", ctx.t("team:errors.sessionGone"));
    await recordAudit(tx, {
      at: ctx.now,
      action: "staff.session_ended",
      actor: ctx.actor,
      entity: "staff_user",
      entityId: user.username,
      details: { ip: ended[0]?.ip ?? null },
    });
    return { username: user.username };
  });
}

export async function readTeamSettings(db: Db): Promise<{ mfaRequired: boolean }> {
  const [row] = await db.select({ mfaRequired: teamSettings.mfaRequired }).from(teamSettings).limit(1);
  return { mfaRequired: row?.mfaRequired ?? false };
}

/** "A second factor required for everyone": invitees then set one up before their first sign-in. */
export async function saveTeamSettings(ctx: AccountContext, input: { mfaRequired: boolean }) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(teamSettings)
      .values({ id: 1, mfaRequired: input.mfaRequired })
      .onConflictDoUpdate({ target: teamSettings.id, set: { mfaRequired: input.mfaRequired } });
    await recordAudit(tx, {
      at: ctx.now,
      action: "team.settings",
      actor: ctx.actor,
      entity: "team",
      entityId: "settings",
      details: input,
    });
  });
  return readTeamSettings(ctx.db);
}
