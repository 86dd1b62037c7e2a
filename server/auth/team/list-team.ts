import { asc, gt } from "drizzle-orm";
import { isRole } from "#core/domain/roles";
import type { TeamMember } from "#core/domain/team";
import { isLang } from "#core/i18n/languages";
import type { Db } from "../../db/client";
import { sessions, staffUsers } from "../../db/schema";

/** Every account with its open sessions (most recently seen first); `currentSession` marks the caller's. */
export async function listTeam(db: Db, now: Date, currentSession: string | undefined): Promise<TeamMember[]> {
  const users = await db.select().from(staffUsers).orderBy(asc(staffUsers.username));
  const open = await db
    .select()
    .from(sessions)
    .where(gt(sessions.expiresAt, now))
    .orderBy(asc(sessions.lastSeenAt));
  return users.map((user) => ({
    username: user.username,
    email: user.email,
    role: isRole(user.role) ? user.role : "viewer",
    active: user.active,
    language: isLang(user.language) ? user.language : "en",
    reminderHour: user.reminderHour,
    secondFactor: user.totpSecret !== null,
    lastLoginAt: user.lastLoginAt ? new Date(user.lastLoginAt).toISOString() : null,
    sessions: open
      .filter((s) => s.userId === user.id)
      .reverse()
      .map((s) => ({
        id: s.idHash,
        userAgent: s.userAgent,
        ip: s.ip,
        lastSeenAt: new Date(s.lastSeenAt).toISOString(),
        current: s.idHash === currentSession,
      })),
  }));
}
