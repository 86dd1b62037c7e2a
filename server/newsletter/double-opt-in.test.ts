import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../db/schema";
import { createLogger } from "../logger";
import { pageServices } from "../page-services";
import { createTestApp, type TestApp } from "../test/app";
import { startTestMail, type TestMail } from "../test/mail";
import { loginAsStaff } from "../test/staff";
import { startNewsletterJob } from "./newsletter-job";

let t: TestApp;
let mailer: TestMail;
const logger = createLogger("silent");

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://potentia.test" });
  mailer = await startTestMail(t.database.db, { from: "website@potentia.test" });
});
afterAll(async () => {
  await mailer.close();
  await t.close();
});

let n = 0;
const subscribe = (email: string, lang: string) => {
  n += 1;
  return t.request("/api/newsletter", {
    method: "POST",
    json: { email },
    headers: { "x-forwarded-for": `198.51.100.${n}`, "accept-language": lang },
  });
};
const row = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const confirm = (token: string, lang: "en" | "ar" | "sr" = "en") =>
  pageServices(
    { env: t.env, database: t.database, logger, now: () => t.clock.now },
    { ip: "192.0.2.1", lang },
  ).newsletter.confirm({ token });
async function mailTo(email: string) {
  await mailer.smtp.waitFor(1);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = mailer.smtp.received.find((m) => m.to.includes(email));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const confirmationLink = (text: string) =>
  /https:\/\/potentia\.test\S*\/newsletter\/confirm\?token=\S+/.exec(text)?.[0];

describe("double opt-in, through a real SMTP server", () => {
  it.each([
    ["ar", "يرجى تأكيد اشتراكك في النشرة الإخبارية لبوتنشيا", "/ar/newsletter/confirm?token="],
    ["sr", "Потврдите пријаву на билтен компаније Potentia", "/sr/newsletter/confirm?token="],
  ] as const)(
    "sends the confirmation in the page's language (%s); its link confirms the address",
    async (lang, subject, path) => {
      t.clock.now = new Date();
      const email = `opt-in.${lang}@example.com`;
      expect(await (await subscribe(email, lang)).json()).toEqual({ status: "subscribed" });
      expect((await row(email))?.confirmedAt).toBeNull();

      const mail = await mailTo(email);
      expect(mail.headers.subject).toBe(subject);
      const link = confirmationLink(mail.text);
      expect(link).toContain(`https://potentia.test${path}`);
      const token = new URL(link!).searchParams.get("token")!;
      expect(await confirm(token, lang)).toEqual({ ok: true, data: { state: "confirmed", email } });
      expect((await row(email))?.confirmedAt).toEqual(t.clock.now);
      // Opened again: still confirmed, nothing changes.
      expect(await confirm(token, lang)).toMatchObject({ ok: true, data: { state: "confirmed" } });
    },
  );

  it("says an unknown link is invalid, and a malformed one is refused, translated", async () => {
    expect(await confirm("u".repeat(43))).toEqual({ ok: true, data: { state: "invalid", email: null } });
    expect(await confirm("<script>", "sr")).toMatchObject({ ok: false, status: 400 });
  });
});

describe("unconfirmed addresses", () => {
  it("do not count as subscribers, and are deleted 7 days after their confirmation e-mail by the newsletter job", async () => {
    const start = new Date("2026-05-01T10:00:00Z");
    t.clock.now = start;
    await subscribe("never@example.com", "en");
    await subscribe("confirms@example.com", "en");
    await confirm((await row("confirms@example.com"))!.confirmToken!);
    t.clock.now = new Date("2026-05-02T10:00:00Z");
    await subscribe("later@example.com", "en");

    const { cookie } = await loginAsStaff(t);
    const counts = await (await t.request("/api/crm/newsletter/insights", { headers: { cookie } })).json();
    // Only confirmed addresses count (the two confirmed in the tests above, in ar and sr, and this one).
    expect(counts.subscribers).toEqual({ en: 1, ar: 1, sr: 1 });

    t.clock.now = new Date(start.getTime() + 7 * 24 * 3_600_000 + 60_000);
    const stop = startNewsletterJob({ env: t.env, database: t.database, logger, now: () => t.clock.now }, 50);
    try {
      const deadline = Date.now() + 15_000;
      while (await row("never@example.com")) {
        if (Date.now() > deadline) throw new Error("not purged");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await stop();
    }
    expect(await row("confirms@example.com")).toBeDefined();
    // Its e-mail went a day later: a day to go.
    expect(await row("later@example.com")).toBeDefined();
    expect(await confirm("x".repeat(43))).toMatchObject({ data: { state: "invalid" } });
  });
});

describe("POST /api/newsletter/unsubscribe (RFC 8058 one-click)", () => {
  const oneClick = (token: string, body = "List-Unsubscribe=One-Click", lang = "en") =>
    t.request(`/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      body,
      // A mail client's post: from no page of ours, without cookies.
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example.net",
        "sec-fetch-site": "cross-site",
        "accept-language": lang,
      },
    });

  it("unsubscribes without a page or cookie, from another site", async () => {
    t.clock.now = new Date("2026-06-01T09:00:00Z");
    await subscribe("one-click@example.com", "en");
    const { unsubscribeToken } = (await row("one-click@example.com"))!;
    const res = await oneClick(unsubscribeToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "unsubscribed" });
    expect((await row("one-click@example.com"))?.unsubscribedAt).toEqual(t.clock.now);
  });

  it("refuses another body or an unknown token, translated, changing nothing", async () => {
    await subscribe("stays@example.com", "en");
    const { unsubscribeToken } = (await row("stays@example.com"))!;
    const wrong = await oneClick(unsubscribeToken, "List-Unsubscribe=Maybe", "ar");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe(
      "لا يقبل هذا العنوان إلا طلبات إلغاء الاشتراك بنقرة واحدة المرسلة من برامج البريد الإلكتروني.",
    );
    const unknown = await oneClick("z".repeat(43), undefined, "sr");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toMatch(/^Овај линк за одјаву није исправан/);
    expect((await row("stays@example.com"))?.unsubscribedAt).toBeNull();
  });

  it("leaves every other route to the cross-site check", async () => {
    const res = await t.request("/api/newsletter", {
      method: "POST",
      json: { email: "cross@example.com" },
      headers: { origin: "https://mail.example.net" },
    });
    expect(res.status).toBe(403);
  });
});
