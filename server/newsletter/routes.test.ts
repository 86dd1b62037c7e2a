import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox } from "../db/schema";
import { createLogger } from "../logger";
import { pageServices } from "../page-services";
import { createTestApp, type TestApp } from "../test/app";
import { loginAsStaff } from "../test/staff";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://potentia.test" });
  ({ cookie } = await loginAsStaff(t));
});
afterAll(() => t.close());

let n = 0;
let ip = "";
beforeEach(() => {
  n += 1;
  ip = `203.0.113.${n}`;
  t.clock.now = new Date("2026-04-01T08:00:00Z");
});

const subscribe = (email: unknown, lang = "en") =>
  t.request("/api/newsletter", {
    method: "POST",
    json: { email },
    headers: { "x-forwarded-for": ip, "accept-language": lang },
  });

async function subscriberRows(email: string) {
  return t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
}
async function confirmationMails(email: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.to, email));
}

const logger = createLogger("silent");
const operationDeps = () => ({ env: t.env, database: t.database, logger, now: () => t.clock.now });

describe("POST /api/newsletter", () => {
  it("stores a new address once, lower-cased and trimmed, unconfirmed, and queues a confirmation e-mail with its link", async () => {
    const res = await subscribe("  Marko.Jovic@Example.COM ", "sr");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "subscribed" });
    const [row] = await subscriberRows("marko.jovic@example.com");
    expect(row).toMatchObject({
      email: "marko.jovic@example.com",
      lang: "sr",
      unsubscribedAt: null,
      confirmedAt: null,
    });
    expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mails = await confirmationMails("marko.jovic@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "newsletter_confirmation",
      subject: "Потврдите пријаву на билтен компаније Potentia",
    });
    expect(mails[0]?.text).toContain(
      `https://potentia.test/sr/newsletter/confirm?token=${row?.confirmToken}`,
    );
  });

  it("answers a repeat exactly like a new subscription; re-sends the confirmation at most once per 10 minutes", async () => {
    const first = await subscribe("repeat@example.com");
    const second = await subscribe("REPEAT@example.com");
    expect(second.status).toBe(first.status);
    expect(await second.text()).toBe(await first.text());
    expect(await subscriberRows("repeat@example.com")).toHaveLength(1);
    expect(await confirmationMails("repeat@example.com")).toHaveLength(1);

    t.clock.now = new Date("2026-04-01T08:09:59Z");
    await subscribe("repeat@example.com");
    expect(await confirmationMails("repeat@example.com")).toHaveLength(1);
    t.clock.now = new Date("2026-04-01T08:10:00Z");
    const third = await subscribe("repeat@example.com", "ar");
    expect(await third.json()).toEqual({ status: "subscribed" });
    const mails = await confirmationMails("repeat@example.com");
    expect(mails).toHaveLength(2);
    // The same link again, in the language of the page it was asked from this time.
    const [row] = await subscriberRows("repeat@example.com");
    expect(mails[1]?.text).toContain(
      `https://potentia.test/ar/newsletter/confirm?token=${row?.confirmToken}`,
    );
    expect(mails[1]?.subject).toBe("يرجى تأكيد اشتراكك في النشرة الإخبارية لبوتنشيا");
  });

  it("answers an already confirmed address the same, and sends it nothing", async () => {
    await subscribe("confirmed@example.com");
    const [row] = await subscriberRows("confirmed@example.com");
    const meta = { ip, lang: "en" as const };
    expect(
      await pageServices(operationDeps(), meta).newsletter.confirm({ token: row!.confirmToken }),
    ).toEqual({
      ok: true,
      data: { state: "confirmed", email: "confirmed@example.com" },
    });
    t.clock.now = new Date("2026-04-02T08:00:00Z");
    const again = await subscribe("confirmed@example.com", "sr");
    expect(await again.json()).toEqual({ status: "subscribed" });
    expect(await confirmationMails("confirmed@example.com")).toHaveLength(1);
    expect((await subscriberRows("confirmed@example.com"))[0]).toMatchObject({
      lang: "en",
      confirmedAt: new Date("2026-04-01T08:00:00Z"),
    });
  });

  it.each([
    ["", "Invalid email address"],
    ["not-an-address", "Invalid email address"],
    ["a@b", "Invalid email address"],
    [42, "Invalid email address"],
    [`${"a".repeat(250)}@example.com`, "Email must be less than 255 characters"],
  ])("refuses %j with 400: %s", async (email, message) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it("translates its messages", async () => {
    const res = await subscribe("nope", "ar");
    expect((await res.json()).error.message).toBe("عنوان البريد الإلكتروني غير صالح");
  });

  it("lets an office whose colleagues share one address subscribe each; stops a flood after 30 in 15 minutes", async () => {
    for (let i = 0; i < 30; i++) expect((await subscribe(`colleague${i}.${n}@example.com`)).status).toBe(200);
    const res = await subscribe(`flood-over${n}@example.com`, "sr");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("900");
    expect((await res.json()).error.message).toBe(
      "Превише покушаја из ваше мреже. Покушајте поново за 15 минута.",
    );
    expect(await subscriberRows(`flood-over${n}@example.com`)).toEqual([]);
  });

  it.each([
    ["en", "Too many attempts for this address. Please try again in 15 minutes."],
    ["ar", "محاولات كثيرة لهذا العنوان. يرجى المحاولة مرة أخرى بعد 15 دقيقة."],
    ["sr", "Превише покушаја за ову адресу. Покушајте поново за 15 минута."],
  ])(
    "limits one e-mail address to 5 attempts in 15 minutes, from any network (%s)",
    async (lang, message) => {
      const email = `repeat-${lang}@example.com`;
      for (let i = 0; i < 5; i++) {
        ip = `192.0.2.${i + 1}`;
        expect((await subscribe(email, lang)).status).toBe(200);
      }
      const res = await subscribe(email.toUpperCase(), lang);
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("900");
      expect((await res.json()).error.message).toBe(message);
    },
  );
});

describe("unsubscribing", () => {
  it("ends the subscription through the link's token; subscribing again asks for a new confirmation", async () => {
    await subscribe("leaving@example.com");
    const [row] = await subscriberRows("leaving@example.com");
    const token = row!.unsubscribeToken;
    const meta = { ip, lang: "en" as const };

    expect(await pageServices(operationDeps(), meta).newsletter.lookUp({ token })).toEqual({
      ok: true,
      data: { state: "subscribed", email: "leaving@example.com" },
    });
    t.clock.now = new Date("2026-04-02T09:00:00Z");
    expect(await pageServices(operationDeps(), meta).newsletter.unsubscribe({ token })).toEqual({
      ok: true,
      data: { state: "unsubscribed", email: "leaving@example.com" },
    });
    expect((await subscriberRows("leaving@example.com"))[0]?.unsubscribedAt?.toISOString()).toBe(
      "2026-04-02T09:00:00.000Z",
    );
    // Twice is harmless.
    expect(await pageServices(operationDeps(), meta).newsletter.unsubscribe({ token })).toMatchObject({
      ok: true,
      data: { state: "unsubscribed" },
    });

    const again = await subscribe("leaving@example.com");
    expect(await again.json()).toEqual({ status: "subscribed" });
    expect((await subscriberRows("leaving@example.com"))[0]).toMatchObject({
      unsubscribedAt: null,
      confirmedAt: null,
    });
    expect(await confirmationMails("leaving@example.com")).toHaveLength(2);
  });

  it("says an unknown or malformed token is not valid", async () => {
    const meta = { ip, lang: "en" as const };
    expect(
      await pageServices(operationDeps(), meta).newsletter.unsubscribe({ token: "x".repeat(43) }),
    ).toEqual({ ok: true, data: { state: "invalid", email: null } });
    expect(await pageServices(operationDeps(), meta).newsletter.lookUp({ token: "<script>" })).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe("GET /api/crm/newsletter/subscribers.csv", () => {
  it("needs a staff session", async () => {
    const res = await t.request("/api/crm/newsletter/subscribers.csv");
    expect(res.status).toBe(401);
  });

  it("exports current subscribers as CSV with their unsubscribe links, formulas defused", async () => {
    await subscribe("csv.one@example.com", "ar");
    await subscribe("-cmd@example.com");
    await subscribe("gone@example.com");
    const [gone] = await subscriberRows("gone@example.com");
    await pageServices(operationDeps(), { ip, lang: "en" }).newsletter.unsubscribe({
      token: gone!.unsubscribeToken,
    });

    const res = await t.request("/api/crm/newsletter/subscribers.csv", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="newsletter-subscribers-2026-04-01.csv"',
    );
    const csv = (await res.text()).replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,language,subscribed_at,unsubscribe_url,confirmed_at");
    const [one] = await subscriberRows("csv.one@example.com");
    expect(lines).toContain(
      `csv.one@example.com,ar,2026-04-01T08:00:00.000Z,https://potentia.test/ar/newsletter/unsubscribe?token=${one!.unsubscribeToken},`,
    );
    expect(lines.some((line) => line.startsWith("'-cmd@example.com,"))).toBe(true);
    expect(csv).not.toContain("gone@example.com");
  });
});
