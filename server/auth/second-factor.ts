import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { normalizeUsername } from "#core/domain/auth";
import type { Db } from "../db/client";
import { recoveryCodes, staffUsers } from "../db/schema";
import { type AccountContext, accountNotFound } from "./account-context";
import { endSessionsAudited } from "./audit";

/** The second factor of staff accounts: TOTP (RFC 6238: SHA-1, 6 digits, 30 s), and one-time recovery codes. */
const ISSUER = "Potentia CRM";
const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

function hashCode(code: string): string {
  return createHash("sha256")
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ""), "utf8")
    .digest("hex");
}

/** Ten characters from a 32-letter alphabet without look-alikes (50 bits), shown as XXXXX-XXXXX. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => CODE_ALPHABET[byte % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Gives an account a (new) second factor: a new TOTP secret and ten new recovery codes (the old ones stop
 * working), and ends its sessions. Answers the otpauth URI for an authenticator app and the codes, shown once.
 */
export async function enrollSecondFactor(
  ctx: AccountContext,
  input: { username: string },
): Promise<{ username: string; uri: string; recoveryCodes: string[] }> {
  const username = normalizeUsername(input.username);
  const secret = new Secret({ size: 20 }).base32;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [user] = await txDb
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, username))
      .for("update");
    if (!user) throw accountNotFound(ctx.t, username);
    await txDb
      .update(staffUsers)
      .set({ totpSecret: secret, totpLastStep: null })
      .where(eq(staffUsers.id, user.id));
    await txDb.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await txDb
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId: user.id, codeHash: hashCode(code) })));
    await endSessionsAudited(txDb, ctx, { id: user.id, username }, "staff.mfa_enrolled", {
      recoveryCodes: RECOVERY_CODE_COUNT,
    });
  });
  return { username, uri: totpOf(secret, username).toString(), recoveryCodes: codes };
}

/**
 * Checks the second factor given at login: a current TOTP code (one step of clock drift either way, never
 * the same step twice), or an unused recovery code (then used up). Answers which one, or false.
 */
export async function verifySecondFactor(
  db: Db,
  user: { id: number; username: string; totpSecret: string },
  code: string,
  now: Date,
): Promise<{ kind: "totp" } | { kind: "recovery"; left: number } | false> {
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const delta = totpOf(user.totpSecret, user.username).validate({
      token: digits,
      timestamp: now.getTime(),
      window: 1,
    });
    if (delta === null) return false;
    const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
    const [taken] = await db
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(and(eq(staffUsers.id, user.id), sqlStepBefore(step)))
      .returning({ id: staffUsers.id });
    return taken ? { kind: "totp" } : false;
  }
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (!used) return false;
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return { kind: "recovery", left: Number(left?.n ?? 0) };
}

/** The account's last accepted step is older than this one (or there is none). */
function sqlStepBefore(step: number) {
  return or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step));
}
