import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { ACCOUNT_TIME_ZONES, type AccountSettings, type accountSettingsSchema } from "#core/domain/account";
import { toLang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { staffUsers } from "../db/schema";

const columns = {
  id: staffUsers.id,
  username: staffUsers.username,
  language: staffUsers.language,
  email: staffUsers.email,
  reminderHour: staffUsers.reminderHour,
  timeZone: staffUsers.timeZone,
  calendarTokenHash: staffUsers.calendarTokenHash,
};

interface Row {
  username: string;
  language: string;
  email: string | null;
  reminderHour: number | null;
  timeZone: string;
  calendarTokenHash: string | null;
}

function toSettings(row: Row): AccountSettings {
  const zone = ACCOUNT_TIME_ZONES.find((candidate) => candidate === row.timeZone) ?? ACCOUNT_TIME_ZONES[0];
  return {
    username: row.username,
    language: toLang(row.language),
    email: row.email,
    reminderHour: row.reminderHour,
    timeZone: zone,
    hasCalendarFeed: row.calendarTokenHash !== null,
  };
}

export async function readAccountSettings(db: Db, userId: number): Promise<AccountSettings> {
  const [row] = await db.select(columns).from(staffUsers).where(eq(staffUsers.id, userId));
  if (!row) throw new Error("signed-in account not found");
  return toSettings(row);
}

export async function updateAccountSettings(
  db: Db,
  userId: number,
  input: z.output<typeof accountSettingsSchema>,
): Promise<AccountSettings> {
  const [row] = await db
    .update(staffUsers)
    .set({
      language: input.language,
      email: input.email,
      reminderHour: input.reminderHour,
      timeZone: input.timeZone,
    })
    .where(eq(staffUsers.id, userId))
    .returning(columns);
  if (!row) throw new Error("signed-in account not found");
  return toSettings(row);
}

/** SHA-256 of a feed secret, hex: what is stored and looked up (decision 029). */
export function hashCalendarToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * A new calendar feed secret for the account (32 random bytes, base64url), replacing the old one: the old
 * address stops working at once. Only its hash is kept; the answer is the feed's path, shown once.
 */
export async function rotateCalendarToken(db: Db, userId: number): Promise<{ path: string }> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(staffUsers)
    .set({ calendarTokenHash: hashCalendarToken(token) })
    .where(eq(staffUsers.id, userId));
  return { path: `/api/calendar/${token}.ics` };
}

/** The active account whose feed secret this is, or null. Hashes are compared in constant time. */
export async function accountByCalendarToken(
  db: Db,
  token: string,
): Promise<{ username: string; language: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = hashCalendarToken(token);
  const [row] = await db
    .select({
      username: staffUsers.username,
      language: staffUsers.language,
      active: staffUsers.active,
      hash: staffUsers.calendarTokenHash,
    })
    .from(staffUsers)
    .where(eq(staffUsers.calendarTokenHash, hash));
  if (!row?.hash || !row.active) return null;
  const same = timingSafeEqual(Buffer.from(row.hash, "hex"), Buffer.from(hash, "hex"));
  return same ? { username: row.username, language: row.language } : null;
}
