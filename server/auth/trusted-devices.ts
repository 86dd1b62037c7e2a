import { and, desc, eq, lt, notInArray } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/client";
import { staffUsers, trustedDevices } from "../db/schema";
import type { AppEnv } from "../http/context";
import { isHttps } from "../http/security";
import { hashSessionToken, newSessionToken } from "./sessions";

/**
 * The device cookie (OWASP "device cookies"): a browser that has signed in as a staff member keeps a
 * random token for half a year. Failed logins from elsewhere do not lock the account out of it.
 */
export const DEVICE_COOKIE = "potentia_device";
const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
/** Browsers remembered per account (the newest ones). */
const DEVICES_PER_USER = 20;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export function readDeviceToken(c: Context<AppEnv>): string | undefined {
  const https = isHttps(c.req.raw, c.var.env.TRUST_PROXY);
  const token = https ? getCookie(c, DEVICE_COOKIE, "host") : getCookie(c, DEVICE_COOKIE);
  return token && TOKEN_FORMAT.test(token) ? token : undefined;
}

export function setDeviceCookie(c: Context<AppEnv>, token: string): void {
  const options = {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: Math.floor(DEVICE_LIFETIME_MS / 1000),
  } as const;
  if (isHttps(c.req.raw, c.var.env.TRUST_PROXY)) {
    setCookie(c, DEVICE_COOKIE, token, { ...options, secure: true, prefix: "host" });
  } else setCookie(c, DEVICE_COOKIE, token, options);
}

/** A short id of the browser when `token` is one `username` has signed in from (and not too long ago). */
export async function trustedDeviceOf(
  db: Db,
  token: string | undefined,
  username: string,
  now: Date,
): Promise<string | undefined> {
  if (!token) return undefined;
  const hash = hashSessionToken(token);
  const [row] = await db
    .select({ lastUsedAt: trustedDevices.lastUsedAt })
    .from(trustedDevices)
    .innerJoin(staffUsers, eq(staffUsers.id, trustedDevices.userId))
    .where(and(eq(trustedDevices.tokenHash, hash), eq(staffUsers.username, username)))
    .limit(1);
  if (!row || now.getTime() - row.lastUsedAt.getTime() > DEVICE_LIFETIME_MS) return undefined;
  return hash.slice(0, 16);
}

/**
 * After a successful login: the browser's token (a new one if it has none; several accounts may share a
 * browser), remembered for the account; the account keeps its newest browsers only.
 */
export async function rememberDevice(
  db: Db,
  input: { userId: number; token: string | undefined; now: Date },
): Promise<string> {
  const token = input.token ?? newSessionToken();
  await db
    .insert(trustedDevices)
    .values({
      tokenHash: hashSessionToken(token),
      userId: input.userId,
      createdAt: input.now,
      lastUsedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.userId],
      set: { lastUsedAt: input.now },
    });
  const newest = db
    .select({ tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(eq(trustedDevices.userId, input.userId))
    .orderBy(desc(trustedDevices.lastUsedAt))
    .limit(DEVICES_PER_USER);
  await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.userId, input.userId), notInArray(trustedDevices.tokenHash, newest)));
  await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.lastUsedAt, new Date(input.now.getTime() - DEVICE_LIFETIME_MS)));
  return token;
}
