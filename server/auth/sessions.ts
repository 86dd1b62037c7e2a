import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { SESSION_LIFETIME_MS } from "#core/domain/auth";
import { isRole, type Role } from "#core/domain/roles";
import type { Db } from "../db/client";
import { sessions, staffUsers, teamSettings } from "../db/schema";

/** 32 random bytes; only their SHA-256 is stored, so a copy of the database opens no session. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface LoadedSession {
  userId: number;
  username: string;
  role: Role;
  expiresAt: Date;
  createdAt: Date;
  /** The team requires a second factor and this account has none yet: it may only set one up (require-second-factor.ts). */
  mustSetUpSecondFactor: boolean;
}

/** True when the team requires a second factor and the account (its TOTP secret column given) has none. */
export const mustSetUpSecondFactorOf = (totpSecret: typeof staffUsers.totpSecret) =>
  sql<boolean>`(${totpSecret} is null and coalesce((select ${teamSettings.mfaRequired} from ${teamSettings} limit 1), false))`;

export async function createSession(
  db: Db,
  input: { userId: number; now: Date; ip: string; userAgent: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(input.now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    idHash: hashSessionToken(token),
    userId: input.userId,
    createdAt: input.now,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 400) ?? null,
  });
  return { token, expiresAt };
}

/** The session behind a cookie's token, if it exists, has not expired and its account is active. */
export async function findSession(db: Db, token: string, now: Date): Promise<LoadedSession | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const [row] = await db
    .select({
      userId: staffUsers.id,
      username: staffUsers.username,
      role: staffUsers.role,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      mustSetUpSecondFactor: mustSetUpSecondFactorOf(staffUsers.totpSecret),
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(sessions.userId, staffUsers.id))
    .where(
      and(
        eq(sessions.idHash, hashSessionToken(token)),
        gt(sessions.expiresAt, now),
        eq(staffUsers.active, true),
      ),
    )
    .limit(1);
  return row && { ...row, role: isRole(row.role) ? row.role : "viewer" };
}

/** Ends one session; answers the account it belonged to, if any. */
export async function deleteSession(db: Db, token: string): Promise<{ username: string } | undefined> {
  if (!TOKEN_FORMAT.test(token)) return undefined;
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, hashSessionToken(token)))
    .returning({ userId: sessions.userId });
  if (!row) return undefined;
  const [user] = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .where(eq(staffUsers.id, row.userId));
  return user;
}

/** Ends every session of an account (disabled, or its password changed); answers how many. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
