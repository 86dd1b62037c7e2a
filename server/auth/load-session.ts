import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { renewSession } from "./renew-session";
import { readSessionToken, setSessionCookie } from "./session-cookie";
import { findSession, type LoadedSession } from "./sessions";

/**
 * Reads the session cookie and, when it names a live session of an active account, sets
 * `c.var.staff`. Answers the session (undefined without one). Cheap without a cookie: no query.
 */
export async function loadStaffSession(c: Context<AppEnv>): Promise<LoadedSession | undefined> {
  const token = readSessionToken(c);
  if (!token) return undefined;
  const session = await findSession(c.var.db, token, c.var.now());
  if (session) {
    c.set("staff", {
      id: session.userId,
      username: session.username,
      role: session.role,
      mustSetUpSecondFactor: session.mustSetUpSecondFactor,
    });
    if (await renewSession(c.var.db, token, session, c.var.now())) setSessionCookie(c, token);
  }
  return session;
}
