import "./zod-config";
import { z } from "zod";
import type { Role } from "./roles";

/** A staff session lasts 24 hours from login (SPEC.md section 9), then the gate asks again. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Sessions slide: each request of a signed-in person moves the end to 24 hours after it (at most once
 * a minute), up to this absolute limit after the login, when the password is asked again.
 */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** The staff pages warn this long before a session ends. */
export const SESSION_WARNING_MS = 5 * 60 * 1000;

/** Passwords of staff accounts: at least this many characters (and not a common password, checked on the server). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** The login gate's form, checked in the browser and again by POST /api/auth/login. */
export const loginSchema = z.object({
  username: z
    .string({ error: "staff:errors.usernameRequired" })
    .trim()
    .min(1, "staff:errors.usernameRequired")
    .max(64, "staff:errors.usernameRequired"),
  password: z
    .string({ error: "staff:errors.passwordRequired" })
    .min(1, "staff:errors.passwordRequired")
    .max(MAX_PASSWORD_LENGTH, "staff:errors.passwordRequired"),
  /** The second factor, asked for after the password when the account has one: a TOTP or a recovery code. */
  code: z.string().trim().max(20, "staff:login.codeInvalid").optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A username for a new account: lower-case letters, digits, dot, dash, underscore; 2 to 32 characters. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{1,31}$/, "staff:accounts.usernameInvalid");

/** What GET /api/auth/session (and a login) answers: the signed-in staff member, or null. */
export interface StaffSession {
  username: string;
  /** What the account may do: the staff pages show only that. */
  role: Role;
  /** ISO time at which the session ends. */
  expiresAt: string;
  /** The team requires a second factor and the account has none: the staff pages offer only its setup. */
  mustSetUpSecondFactor?: boolean;
}
export interface SessionAnswer {
  session: StaffSession | null;
}

/** Usernames are compared without regard to case or surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
