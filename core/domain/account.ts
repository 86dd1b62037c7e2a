import "./zod-config";
import { z } from "zod";
import { LANGUAGES } from "#core/i18n/languages";

/** The offices' time zones: an account's "today" and morning are its office's (Riyadh, Belgrade). */
export const ACCOUNT_TIME_ZONES = ["Asia/Riyadh", "Europe/Belgrade"] as const;
export type AccountTimeZone = (typeof ACCOUNT_TIME_ZONES)[number];

/** The signed-in staff member's own settings (My account), checked in the browser and by PATCH /api/account. */
export const accountSettingsSchema = z.object({
  language: z.enum(LANGUAGES, { error: "account:errors.language" }),
  email: z
    .string()
    .trim()
    .max(254, "account:errors.email")
    .transform((value) => value || null)
    .pipe(z.email({ error: "account:errors.email" }).nullable()),
  /** 0–23 in the account's time zone; null: no morning e-mail. */
  reminderHour: z
    .int({ error: "account:errors.hour" })
    .min(0, "account:errors.hour")
    .max(23, "account:errors.hour")
    .nullable(),
  timeZone: z.enum(ACCOUNT_TIME_ZONES, { error: "account:errors.timeZone" }),
});
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;

/** What GET /api/account answers. */
export interface AccountSettings {
  username: string;
  language: (typeof LANGUAGES)[number];
  email: string | null;
  reminderHour: number | null;
  timeZone: AccountTimeZone;
  /** Whether a calendar feed exists (its address is shown only once, when made: decision 029). */
  hasCalendarFeed: boolean;
}

/** What POST /api/account/calendar-feed answers: the feed's new address (path), shown once. */
export interface CalendarFeedAnswer {
  path: string;
}
