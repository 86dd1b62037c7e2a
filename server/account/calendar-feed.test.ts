import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { staffUsers } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";
import { addAccount, addCompany, addDeal } from "./test-fixtures";

let t: TestApp;
let cookie: string;
let ids: { almaraiDeal: number; delta: number; close: number };
const LONG = "Подсетити клијента на понуду за истраживање тржишта у Београду и Новом Саду, молим";

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://crm.potentia.test" });
  const db = t.database.db;
  await addAccount(db, "feeder", { language: "ar" });
  cookie = (await loginAsStaff(t, "feeder")).cookie;
  const almarai = await addCompany(db, { name: "شركة المراعي" });
  const delta = await addCompany(db, {
    name: "Делта Холдинг",
    nextAction: LONG,
    nextActionDue: "2026-12-02",
    nextActionOwner: "feeder",
  });
  const almaraiDeal = await addDeal(db, {
    companyId: almarai,
    name: "تتبع العلامة التجارية",
    owner: "feeder",
    expectedClose: "2027-01-15",
    nextAction: "Send proposal, v2; call\\back\nthen wait",
    nextActionDue: "2026-11-30",
    nextActionOwner: "feeder",
  });
  const close = await addDeal(db, {
    companyId: delta,
    name: "Won deal",
    dealStage: "won",
    owner: "feeder",
    expectedClose: "2026-12-20",
  });
  ids = { almaraiDeal, delta, close };
});
afterAll(() => t.close());

async function rotate(): Promise<string> {
  const res = await t.request("/api/account/calendar-feed", {
    method: "POST",
    json: {},
    headers: { cookie },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { path: string }).path;
}

async function events(path: string) {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const component = new ICAL.Component(ICAL.parse(bytes.toString("utf8")));
  return {
    res,
    bytes,
    component,
    events: component.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e)),
  };
}

describe("the calendar feed", () => {
  it("is valid iCalendar read by a real parser: all-day events, names intact, UIDs stable", async () => {
    const path = await rotate();
    const feed = await events(path);
    expect(feed.res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(feed.component.getFirstPropertyValue("version")).toBe("2.0");
    expect(feed.component.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(feed.component.getFirstPropertyValue("x-wr-calname")).toBe("متابعات Potentia ‏(feeder)");

    const ar = serverT("ar", "account");
    const bySummary = new Map(feed.events.map((event) => [event.summary, event]));
    const step = bySummary.get(
      "Send proposal, v2; call\\back\nthen wait — تتبع العلامة التجارية (شركة المراعي)",
    );
    expect(step?.uid).toBe(`followup-deal-${ids.almaraiDeal}@crm.potentia.test`);
    expect(step?.startDate.isDate).toBe(true);
    expect(step?.startDate.toString()).toBe("2026-11-30");
    const close = bySummary.get(
      ar("feed.expectedClose", { deal: "تتبع العلامة التجارية", company: "شركة المراعي" }),
    );
    expect(close?.startDate.toString()).toBe("2027-01-15");
    expect(close?.uid).toBe(`close-deal-${ids.almaraiDeal}@crm.potentia.test`);
    expect(bySummary.get(`${LONG} — Делта Холдинг`)?.uid).toBe(
      `followup-company-${ids.delta}@crm.potentia.test`,
    );
    // A won deal's expected close is not an event.
    expect(feed.events.map((event) => event.uid)).not.toContain(`close-deal-${ids.close}@crm.potentia.test`);
    expect(feed.events).toHaveLength(3);

    const again = await events(path);
    expect(again.events.map((event) => event.uid).sort()).toEqual(
      feed.events.map((event) => event.uid).sort(),
    );
  });

  it("ends lines in CRLF and folds them at 75 octets without splitting a UTF-8 character", async () => {
    const { bytes } = await events(await rotate());
    const text = bytes.toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines: Buffer[] = [];
    let start = 0;
    for (let i = 0; i < bytes.length - 1; i++) {
      if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
        lines.push(bytes.subarray(start, i));
        start = i + 2;
      }
    }
    expect(lines.some((line) => line[0] === 0x20)).toBe(true);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: no character cut in two.
      expect(new TextDecoder("utf-8", { fatal: true }).decode(line)).toBeTypeOf("string");
    }
  });

  it("answers 404 to the old address once the secret is rotated, and to any address without the right secret", async () => {
    const old = await rotate();
    expect((await t.request(old)).status).toBe(200);
    const fresh = await rotate();
    expect(fresh).not.toBe(old);
    expect((await t.request(old)).status).toBe(404);
    expect((await t.request(fresh)).status).toBe(200);
    const secret = fresh.slice("/api/calendar/".length, -".ics".length);
    const wrong = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const path of [
      `/api/calendar/${wrong}.ics`,
      "/api/calendar/.ics",
      `/api/calendar/${secret}`,
      "/api/calendar/x.ics",
    ])
      expect((await t.request(path)).status).toBe(404);
    // The session does not open a feed either: only its secret does.
    expect((await t.request(`/api/calendar/${wrong}.ics`, { headers: { cookie } })).status).toBe(404);
    // A deactivated account's feed closes with it.
    await t.database.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.username, "feeder"));
    expect((await t.request(fresh)).status).toBe(404);
    await t.database.db.update(staffUsers).set({ active: true }).where(eq(staffUsers.username, "feeder"));
    expect((await t.request(fresh)).status).toBe(200);
  });
});

describe("My account's settings", () => {
  it("needs a session", async () => {
    expect((await t.request("/api/account")).status).toBe(401);
    expect((await t.request("/api/account/calendar-feed", { method: "POST", json: {} })).status).toBe(401);
  });

  it("saves language, e-mail, hour and time zone; refuses bad input with a translated error and changes nothing", async () => {
    const saved = await t.request("/api/account", {
      method: "PATCH",
      headers: { cookie },
      json: { language: "sr", email: " feeder@potentia.test ", reminderHour: 7, timeZone: "Europe/Belgrade" },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      language: "sr",
      email: "feeder@potentia.test",
      reminderHour: 7,
      timeZone: "Europe/Belgrade",
      hasCalendarFeed: true,
    });

    for (const [field, bad, key] of [
      ["reminderHour", 24, "errors.hour"],
      ["email", "not-an-address", "errors.email"],
      ["timeZone", "Mars/Olympus", "errors.timeZone"],
    ] as const) {
      const res = await t.request("/api/account", {
        method: "PATCH",
        headers: { cookie, "accept-language": "ar" },
        json: { language: "en", email: "", reminderHour: null, timeZone: "Asia/Riyadh", [field]: bad },
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(body.error.fields[field]).toBe(serverT("ar", "account")(key));
    }
    const now = await t.request("/api/account", { headers: { cookie } });
    expect(await now.json()).toMatchObject({
      language: "sr",
      email: "feeder@potentia.test",
      reminderHour: 7,
    });
  });
});
