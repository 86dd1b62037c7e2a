import { Hono } from "hono";
import { z } from "zod";
import { loginSchema, type SessionAnswer } from "#core/domain/auth";
import type { AppEnv } from "../http/context";
import { jsonInput } from "../http/input";
import { adminRoutes } from "./admin-routes";
import { loadStaffSession } from "./load-session";
import { logIn } from "./log-in";
import { logOut } from "./log-out";
import { dummyPasswordHash } from "./password";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "./session-cookie";
import { invitationRoutes } from "./team/routes";
import { readDeviceToken, setDeviceCookie } from "./trusted-devices";

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/session (JSON only; Origin checked in app.ts). */
export function authRoutes() {
  // Ready before the first login, so that no answer is slower for computing it.
  void dummyPasswordHash();

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })

    .post("/login", jsonInput(loginSchema), async (c) => {
      const { token, session, deviceToken } = await logIn(
        {
          db: c.var.db,
          now: c.var.now(),
          ip: c.var.ip,
          userAgent: c.req.header("user-agent"),
          t: c.var.t,
          deviceToken: readDeviceToken(c),
        },
        c.req.valid("json"),
        readSessionToken(c),
      );
      setSessionCookie(c, token);
      setDeviceCookie(c, deviceToken);
      return c.json<SessionAnswer>({ session });
    })

    .post("/logout", jsonInput(z.object({})), async (c) => {
      await logOut({ db: c.var.db, now: c.var.now(), ip: c.var.ip }, readSessionToken(c));
      clearSessionCookie(c);
      return c.json<SessionAnswer>({ session: null });
    })

    .get("/session", async (c) => {
      const session = await loadStaffSession(c);
      if (!session && readSessionToken(c)) clearSessionCookie(c);
      return c.json<SessionAnswer>({
        session: session
          ? {
              username: session.username,
              role: session.role,
              expiresAt: session.expiresAt.toISOString(),
              ...(session.mustSetUpSecondFactor ? { mustSetUpSecondFactor: true } : {}),
            }
          : null,
      });
    })

    .route("/invitations", invitationRoutes())
    .route("/admin", adminRoutes());
}
