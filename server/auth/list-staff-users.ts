import { asc, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, staffUsers } from "../db/schema";

export interface StaffUserSummary {
  username: string;
  role: string;
  active: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  /** Sessions open right now. */
  openSessions: number;
}

export async function listStaffUsers(db: Db, now: Date): Promise<StaffUserSummary[]> {
  const open = db
    .select({ userId: sessions.userId, n: count().as("n") })
    .from(sessions)
    .where(gt(sessions.expiresAt, now))
    .groupBy(sessions.userId)
    .as("open");
  const rows = await db
    .select({
      username: staffUsers.username,
      role: staffUsers.role,
      active: staffUsers.active,
      createdAt: staffUsers.createdAt,
      lastLoginAt: staffUsers.lastLoginAt,
      openSessions: sql<number>`coalesce(${open.n}, 0)`,
    })
    .from(staffUsers)
    .leftJoin(open, eq(open.userId, staffUsers.id))
    .orderBy(asc(staffUsers.username));
  return rows.map((row) => ({
    username: row.username,
    role: row.role,
    active: row.active,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
    openSessions: Number(row.openSessions),
  }));
}
