import "./zod-config";
import { z } from "zod";
import { LANGUAGES } from "#core/i18n/languages";
import { ROLES } from "./roles";

/**
 * The Team and Audit pages' rules, shared by their forms and the server (issue #30). Messages are
 * translation keys ("team:errors.…"): the server translates them, the forms call t().
 */

/** An invitation link works this long, once. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

export const inviteSchema = z.object({
  email: z
    .string({ error: "team:errors.emailInvalid" })
    .trim()
    .toLowerCase()
    .max(255, "team:errors.emailInvalid")
    .pipe(z.email({ error: "team:errors.emailInvalid" })),
  role: z.enum(ROLES, { error: "team:errors.roleInvalid" }),
  language: z.enum(LANGUAGES, { error: "team:errors.langInvalid" }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** What a member's row on the Team page changes: role, language, the morning reminder's hour. */
export const updateMemberSchema = z
  .object({
    role: z.enum(ROLES, { error: "team:errors.roleInvalid" }),
    language: z.enum(LANGUAGES, { error: "team:errors.langInvalid" }),
    reminderHour: z.coerce
      .number({ error: "team:errors.hourInvalid" })
      .int("team:errors.hourInvalid")
      .min(0, "team:errors.hourInvalid")
      .max(23, "team:errors.hourInvalid"),
  })
  .partial();
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

export const teamSettingsSchema = z.object({ mfaRequired: z.boolean() });

/** Handing one person's work to another: their follow-ups (and, with the deals, their deals). */
export const reassignSchema = z.object({
  from: z.string({ error: "team:errors.memberRequired" }).trim().min(1, "team:errors.memberRequired"),
  to: z.string({ error: "team:errors.memberRequired" }).trim().min(1, "team:errors.memberRequired"),
});

/** The kinds the Audit page filters by: each is a set of actions (see server/auth/team/list-audit.ts). */
export const AUDIT_KINDS = ["signIn", "team", "change", "export", "merge", "deletion"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_PAGE_SIZE = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "team:errors.dateInvalid")
  .optional()
  .or(z.literal("").transform(() => undefined));

export const auditQuerySchema = z.object({
  actor: z.string().trim().max(100).optional(),
  kind: z
    .enum(AUDIT_KINDS, { error: "team:errors.kindInvalid" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface TeamSession {
  /** The SHA-256 the session is stored under: it names the session, and opens nothing. */
  id: string;
  userAgent: string | null;
  ip: string | null;
  lastSeenAt: string;
  current: boolean;
}

export interface TeamMember {
  username: string;
  email: string | null;
  role: (typeof ROLES)[number];
  active: boolean;
  language: (typeof LANGUAGES)[number];
  /** null: no morning e-mail (the account chose none on My account). */
  reminderHour: number | null;
  secondFactor: boolean;
  lastLoginAt: string | null;
  sessions: TeamSession[];
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  entity: string | null;
  entityId: string | null;
  ip: string | null;
}

/** The join page's form: the invitee's username and password (the password rules are checked on the server). */
export const acceptInvitationSchema = z.object({
  username: z
    .string({ error: "staff:accounts.usernameInvalid" })
    .trim()
    .min(1, "staff:accounts.usernameInvalid")
    .max(64, "staff:accounts.usernameInvalid"),
  password: z
    .string({ error: "staff:errors.passwordRequired" })
    .min(1, "staff:errors.passwordRequired")
    .max(256, "staff:errors.passwordRequired"),
});
