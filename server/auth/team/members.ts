import { and, count, eq, ne } from "drizzle-orm";
import { normalizeUsername } from "#core/domain/auth";
import type { UpdateMemberInput } from "#core/domain/team";
import type { Db } from "../../db/client";
import { staffUsers } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type AccountContext, accountNotFound } from "../account-context";
import { recordAudit } from "../audit";
import { setStaffActive } from "../set-staff-active";

/** An account row locked for the change, or a translated 404. */
export async function lockMember(tx: Db, ctx: AccountContext, username: string) {
  const [user] = await tx
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.username, normalizeUsername(username)))
    .for("update");
  if (!user) throw accountNotFound(ctx.t, normalizeUsername(username));
  return user;
}

/**
 * Someone must be able to run the team: a change that would leave no active admin (the last one
 * demoting or disabling themselves, or another) is refused, and nothing changes.
 */
async function assertAnotherAdmin(
  tx: Db,
  ctx: AccountContext,
  user: { id: number; role: string; active: boolean },
) {
  if (user.role !== "admin" || !user.active) return;
  const [row] = await tx
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), eq(staffUsers.active, true), ne(staffUsers.id, user.id)));
  if (Number(row?.n ?? 0) === 0) throw new AppError(409, "last_admin", ctx.t("team:errors.lastAdmin"));
}

/** Changes a member's role, language or reminder hour; audited with the values before and after. */
export async function updateMember(
  ctx: AccountContext,
  username: string,
  input: UpdateMemberInput,
): Promise<{ username: string; changed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const user = await lockMember(tx, ctx, username);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    // The account's columns under their own names (`language`: the one My account changes too).
    const set: Record<string, unknown> = {};
    for (const column of ["role", "language", "reminderHour"] as const) {
      if (input[column] === undefined || input[column] === user[column]) continue;
      before[column] = user[column];
      after[column] = input[column];
      set[column] = input[column];
    }
    if (Object.keys(after).length === 0) return { username: user.username, changed: false };
    if (after.role && after.role !== "admin") await assertAnotherAdmin(tx, ctx, user);
    await tx.update(staffUsers).set(set).where(eq(staffUsers.id, user.id));
    await recordAudit(tx, {
      at: ctx.now,
      action: "staff.updated",
      actor: ctx.actor,
      entity: "staff_user",
      entityId: user.username,
      details: { before, after },
    });
    return { username: user.username, changed: true };
  });
}

/** Disables (ending the member's sessions) or enables a member; never the last active admin. */
export async function setMemberActive(ctx: AccountContext, username: string, active: boolean) {
  if (!active) {
    await ctx.db.transaction(async (tx) => {
      const user = await lockMember(tx, ctx, username);
      await assertAnotherAdmin(tx, ctx, user);
    });
  }
  return setStaffActive(ctx, { username, active });
}
