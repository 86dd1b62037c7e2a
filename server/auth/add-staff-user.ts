import { count } from "drizzle-orm";
import { usernameSchema } from "#core/domain/auth";
import type { Role } from "#core/domain/roles";
import type { Db } from "../db/client";
import { staffUsers } from "../db/schema";
import { AppError } from "../http/errors";
import { parseInput } from "../http/input";
import { type AccountContext, assertGoodPassword } from "./account-context";
import { recordAudit } from "./audit";
import { hashPassword } from "./password";

export interface NewStaffUser {
  username: string;
  password: string;
  /** Without one: admin for the first account (someone must run the team), sales after it. */
  role?: Role | undefined;
  email?: string | undefined;
  lang?: string | undefined;
}

/** Creates a staff account (argon2id hash); refuses a taken username, a short or common password. */
export async function addStaffUser(
  ctx: AccountContext,
  input: NewStaffUser,
): Promise<{ username: string; role: Role }> {
  const username = parseInput(usernameSchema, input.username, ctx.t);
  assertGoodPassword(ctx.t, input.password, username);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const role = input.role ?? ((await countAccounts(tx)) === 0 ? "admin" : "sales");
    const [row] = await tx
      .insert(staffUsers)
      .values({
        username,
        passwordHash,
        role,
        email: input.email ?? null,
        ...(input.lang ? { language: input.lang } : {}),
        createdAt: ctx.now,
        passwordChangedAt: ctx.now,
      })
      .onConflictDoNothing({ target: staffUsers.username })
      .returning({ id: staffUsers.id });
    if (!row) throw new AppError(409, "conflict", ctx.t("staff:accounts.exists", { username }));
    await recordAudit(tx, {
      at: ctx.now,
      action: "staff.added",
      actor: ctx.actor,
      entity: "staff_user",
      entityId: username,
      details: { role },
    });
    return { username, role };
  });
}

async function countAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return Number(row?.n ?? 0);
}
