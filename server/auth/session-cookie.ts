import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_LIFETIME_MS } from "#core/domain/auth";
import type { AppEnv } from "../http/context";
import { isHttps } from "../http/security";

/**
 * The session cookie: httpOnly, SameSite=Lax, path /. Under HTTPS it is also Secure and carries the
 * `__Host-` prefix (so no other host or plain-HTTP page can set it); over plain HTTP (local use) it
 * cannot be Secure, and only the unprefixed name is read.
 */
export const SESSION_COOKIE = "potentia_session";

function https(c: Context<AppEnv>): boolean {
  return isHttps(c.req.raw, c.var.env.TRUST_PROXY);
}

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return https(c) ? getCookie(c, SESSION_COOKIE, "host") : getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  const options = {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  } as const;
  if (https(c)) setCookie(c, SESSION_COOKIE, token, { ...options, secure: true, prefix: "host" });
  else setCookie(c, SESSION_COOKIE, token, options);
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  if (https(c)) deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, prefix: "host" });
  else deleteCookie(c, SESSION_COOKIE, { path: "/" });
}
