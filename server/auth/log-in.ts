import { eq } from "drizzle-orm";
import { type LoginInput, normalizeUsername, type StaffSession } from "#core/domain/auth";
import { isRole } from "#core/domain/roles";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { staffUsers } from "../db/schema";
import { AppError } from "../http/errors";
import { countLoginFailure } from "../metrics/registry";
import { recordAudit } from "./audit";
import { clearLoginFailures, lockedForMs, loginThrottleKeys, recordLoginFailure } from "./login-throttle";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { verifySecondFactor } from "./second-factor";
import { createSession, deleteExpiredSessions, deleteSession } from "./sessions";
import { readTeamSettings } from "./team/access";
import { rememberDevice, trustedDeviceOf } from "./trusted-devices";
import { auditPerWindow } from "./windowed-audit";

export interface LoginContext {
  db: Db;
  now: Date;
  ip: string;
  userAgent: string | undefined;
  t: TFunction;
  /** The browser's device cookie, if it has one (see trusted-devices.ts). */
  deviceToken?: string | undefined;
}

function throttled(t: TFunction, now: Date, ms: number): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new AppError(429, "rate_limited", t("api.tooManyRequests", { seconds }), {
    retryAfterSeconds: seconds,
    details: { retryAfterSeconds: seconds, retryAt: new Date(now.getTime() + seconds * 1000).toISOString() },
  });
}

/**
 * Checks a username and password and opens a new session (ending the one the browser had, if any).
 * An unknown username, a disabled account and a wrong password get the same answer, after the same
 * work: a password hash is verified in every case.
 */
export async function logIn(
  ctx: LoginContext,
  input: LoginInput,
  previousToken: string | undefined,
): Promise<{ token: string; session: StaffSession; deviceToken: string }> {
  const { db, now, ip, t } = ctx;
  const username = normalizeUsername(input.username);
  const device = await trustedDeviceOf(db, ctx.deviceToken, username, now);
  const keys = loginThrottleKeys(username, ip, device);

  const lockedMs = await lockedForMs(db, keys, now);
  if (lockedMs > 0) {
    countLoginFailure("locked");
    throw throttled(t, now, lockedMs);
  }

  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.username, username)).limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);

  if (!user?.active || !passwordOk) {
    const failure = await recordLoginFailure(db, keys, now);
    const reason = !user ? "unknown_user" : !user.active ? "disabled" : "wrong_password";
    countLoginFailure(reason);
    await auditPerWindow(db, { action: "login.failed", at: now, ip, username, reason });
    if (failure.lockedKeys.length > 0) {
      const what = failure.lockedKeys.map((key) => key.split(":")[1]).join("+");
      await auditPerWindow(db, { action: "login.locked", at: now, ip, username, reason: what });
      throw throttled(t, now, failure.lockedForMs);
    }
    throw new AppError(401, "unauthorized", t("staff:login.failedDescription"));
  }

  // The second factor, after the password: without it, no session (and no word on whether it was wrong).
  let secondFactor: Awaited<ReturnType<typeof verifySecondFactor>> | undefined;
  if (user.totpSecret) {
    if (!input.code) {
      throw new AppError(401, "second_factor_required", t("staff:login.codeRequired"), {
        fields: { code: t("staff:login.codeRequired") },
      });
    }
    secondFactor = await verifySecondFactor(
      db,
      { id: user.id, username: user.username, totpSecret: user.totpSecret },
      input.code,
      now,
    );
    if (!secondFactor) {
      countLoginFailure("wrong_code");
      const failure = await recordLoginFailure(db, keys, now);
      await auditPerWindow(db, { action: "login.failed", at: now, ip, username, reason: "wrong_code" });
      if (failure.lockedKeys.length > 0) {
        const what = failure.lockedKeys.map((key) => key.split(":")[1]).join("+");
        await auditPerWindow(db, { action: "login.locked", at: now, ip, username, reason: what });
        throw throttled(t, now, failure.lockedForMs);
      }
      throw new AppError(401, "second_factor_invalid", t("staff:login.codeInvalid"), {
        fields: { code: t("staff:login.codeInvalid") },
      });
    }
  }

  const rehash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined;
  const { session, deviceToken } = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (previousToken) await deleteSession(txDb, previousToken);
    const created = await createSession(txDb, { userId: user.id, now, ip, userAgent: ctx.userAgent });
    await txDb
      .update(staffUsers)
      .set({ lastLoginAt: now, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(staffUsers.id, user.id));
    await clearLoginFailures(txDb, keys, username);
    const deviceToken = await rememberDevice(txDb, { userId: user.id, token: ctx.deviceToken, now });
    await recordAudit(txDb, {
      at: now,
      action: "login",
      actor: user.username,
      ip,
      ...(secondFactor ? { details: { secondFactor: secondFactor.kind } } : {}),
    });
    if (secondFactor && secondFactor.kind === "recovery") {
      await recordAudit(txDb, {
        at: now,
        action: "login.recovery_code_used",
        actor: user.username,
        ip,
        details: { left: secondFactor.left },
      });
    }
    return { session: created, deviceToken };
  });
  await deleteExpiredSessions(db, now);
  // Required of everyone: an account without a second factor is let in only to set one up.
  const mustSetUpSecondFactor = !user.totpSecret && (await readTeamSettings(db)).mfaRequired;
  return {
    token: session.token,
    deviceToken,
    session: {
      username: user.username,
      role: isRole(user.role) ? user.role : "viewer",
      expiresAt: session.expiresAt.toISOString(),
      ...(mustSetUpSecondFactor ? { mustSetUpSecondFactor: true } : {}),
    },
  };
}
