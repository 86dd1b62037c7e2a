import { Hono } from "hono";
import { z } from "zod";
import { type AccountSettings, accountSettingsSchema, type CalendarFeedAnswer } from "#core/domain/account";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { jsonInput } from "../http/input";
import {
  accountByCalendarToken,
  readAccountSettings,
  rotateCalendarToken,
  updateAccountSettings,
} from "./account-settings";
import { calendarFeed } from "./calendar-feed";

function signedIn(c: { var: AppEnv["Variables"] }): number {
  const staff = c.var.staff;
  if (!staff) throw new Error("/api/account is mounted behind requireStaff (server/api.ts)");
  return staff.id;
}

/**
 * /api/account: the signed-in staff member's own settings (language, morning e-mail, calendar feed). Mounted
 * behind requireStaff (server/api.ts): without a session the answer is 401.
 */
export function accountRoutes() {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json<AccountSettings>(await readAccountSettings(c.var.db, signedIn(c))))
    .patch("/", jsonInput(accountSettingsSchema), async (c) =>
      c.json<AccountSettings>(await updateAccountSettings(c.var.db, signedIn(c), c.req.valid("json"))),
    )
    .post("/calendar-feed", jsonInput(z.object({})), async (c) =>
      c.json<CalendarFeedAnswer>(await rotateCalendarToken(c.var.db, signedIn(c)), 201),
    );
}

/**
 * /api/calendar/<secret>.ics: an account's iCalendar feed, for calendar apps (no session: the secret is
 * the key). An unknown, rotated or malformed secret answers 404, like any address that is not there.
 */
export function calendarRoutes() {
  return new Hono<AppEnv>().get("/:file", async (c) => {
    const file = c.req.param("file");
    const account = file.endsWith(".ics") ? await accountByCalendarToken(c.var.db, file.slice(0, -4)) : null;
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex");
    if (!account) throw new AppError(404, "not_found", c.var.t("api.notFound"));
    const body = await calendarFeed(c.var.db, account, { now: c.var.now(), publicUrl: c.var.env.PUBLIC_URL });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="potentia.ics"',
    });
  });
}
