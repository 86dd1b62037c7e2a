import { eq } from "drizzle-orm";
import { SESSION_ABSOLUTE_MS, SESSION_LIFETIME_MS } from "#core/domain/auth";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { hashSessionToken, type LoadedSession } from "./sessions";

/** A session is renewed at most this often (one write a minute, not one per request). */
const RENEW_EVERY_MS = 60 * 1000;

/**
 * Sliding expiry: a used session ends SESSION_LIFETIME_MS after its last use, but never later than
 * SESSION_ABSOLUTE_MS after the login. Moves `session.expiresAt` and answers true when it renewed.
 */
export async function renewSession(
  db: Db,
  token: string,
  session: LoadedSession,
  now: Date,
): Promise<boolean> {
  const limit = new Date(session.createdAt).getTime() + SESSION_ABSOLUTE_MS;
  const next = Math.min(now.getTime() + SESSION_LIFETIME_MS, limit);
  if (next - new Date(session.expiresAt).getTime() < RENEW_EVERY_MS) return false;
  const expiresAt = new Date(next);
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: now })
    .where(eq(sessions.idHash, hashSessionToken(token)));
  session.expiresAt = expiresAt;
  return true;
}
