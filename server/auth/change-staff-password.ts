import { eq } from "drizzle-orm";
import { normalizeUsername } from "#core/domain/auth";
import { staffUsers } from "../db/schema";
import { type AccountContext, accountNotFound, assertGoodPassword } from "./account-context";
import { endSessionsAudited } from "./audit";
import { hashPassword } from "./password";

/** Sets a new password; every open session of the account ends. */
export async function changeStaffPassword(
  ctx: AccountContext,
  input: { username: string; password: string },
): Promise<{ username: string; endedSessions: number }> {
  const username = normalizeUsername(input.username);
  const [existing] = await ctx.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, username));
  if (!existing) throw accountNotFound(ctx.t, username);
  assertGoodPassword(ctx.t, input.password, username);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(staffUsers)
      .set({ passwordHash, passwordChangedAt: ctx.now })
      .where(eq(staffUsers.username, username))
      .returning({ id: staffUsers.id });
    if (!user) throw accountNotFound(ctx.t, username);
    const endedSessions = await endSessionsAudited(
      tx,
      ctx,
      { id: user.id, username },
      "staff.password_changed",
    );
    return { username, endedSessions };
  });
}
