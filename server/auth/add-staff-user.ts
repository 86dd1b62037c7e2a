import { usernameSchema } from "#core/domain/auth";
import { staffUsers } from "../db/schema";
import { AppError } from "../http/errors";
import { parseInput } from "../http/input";
import { type AccountContext, assertGoodPassword } from "./account-context";
import { recordAudit } from "./audit";
import { hashPassword } from "./password";

/** Creates a staff account (argon2id hash); refuses a taken username, a short or common password. */
export async function addStaffUser(
  ctx: AccountContext,
  input: { username: string; password: string },
): Promise<{ username: string }> {
  const username = parseInput(usernameSchema, input.username, ctx.t);
  assertGoodPassword(ctx.t, input.password, username);
  const passwordHash = await hashPassword(input.password);
  const [row] = await ctx.db
    .insert(staffUsers)
    .values({ username, passwordHash, createdAt: ctx.now, passwordChangedAt: ctx.now })
    .onConflictDoNothing({ target: staffUsers.username })
    .returning({ id: staffUsers.id });
  if (!row) throw new AppError(409, "conflict", ctx.t("staff:accounts.exists", { username }));
  await recordAudit(ctx.db, {
    at: ctx.now,
    action: "staff.added",
    actor: ctx.actor,
    entity: "staff_user",
    entityId: username,
  });
  return { username };
}
