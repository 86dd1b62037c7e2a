import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSendItems, newsletterSubscribers, outbox } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import { startTestMail } from "../test/mail";
import { loginAsStaff } from "../test/staff";
import { queueSends } from "./queue-sends";
import { insertInsight, insertSubscriber } from "./test-insights";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://potentia.test", NEWSLETTER_MAILS_PER_MINUTE: "60" });
  ({ cookie: admin } = await loginAsStaff(t));
});
afterAll(() => t.close());

let run = 0;
beforeEach(async () => {
  run += 1;
  t.clock.now = new Date();
  // Each test its own subscribers: the earlier ones unsubscribed.
  await t.database.db.update(newsletterSubscribers).set({ unsubscribedAt: t.clock.now });
});

const send = (insightId: unknown, cookie = admin, lang = "en") =>
  t.request("/api/crm/newsletter/sends", {
    method: "POST",
    json: { insightId },
    headers: { cookie, "accept-language": lang },
  });
const queue = () => queueSends({ db: t.database.db, env: t.env, now: () => t.clock.now });
const itemsOf = (insightId: number) =>
  t.database.db
    .select({
      lang: newsletterSendItems.lang,
      to: outbox.to,
      subject: outbox.subject,
      at: outbox.nextAttemptAt,
    })
    .from(newsletterSendItems)
    .innerJoin(outbox, eq(outbox.id, newsletterSendItems.outboxId))
    .where(eq(newsletterSendItems.insightId, insightId))
    .orderBy(outbox.id);
const report = async () =>
  (await (await t.request("/api/crm/newsletter/sends", { headers: { cookie: admin } })).json()).sends;

describe("POST /api/crm/newsletter/sends", () => {
  it("is an admin's: sales and viewers are refused, translated, and nothing is sent", async () => {
    const id = await insertInsight(t.database.db, t.clock.now, { en: { title: "Roles" } });
    for (const role of ["sales", "viewer"] as const) {
      const { cookie } = await loginAsStaff(t, `${role}-nl`, role);
      const res = await send(id, cookie, "sr");
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe(
        "Ваша улога то не дозвољава. Обратите се администратору тима.",
      );
      const read = await t.request("/api/crm/newsletter/sends", { headers: { cookie } });
      expect(read.status).toBe(403);
    }
    expect(await report()).toEqual([]);
  });

  it.each([
    ["en", "Choose an insight to send."],
    ["ar", "اختر رؤية لإرسالها."],
  ])("refuses a bad insight id with a translated message (%s)", async (lang, message) => {
    for (const bad of ["x", -1, 1.5, null]) {
      const res = await send(bad, admin, lang);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(message);
    }
  });

  it("refuses an insight without a public language (draft, or scheduled later), translated", async () => {
    const later = new Date(t.clock.now.getTime() + 3_600_000);
    const id = await insertInsight(t.database.db, t.clock.now, {
      en: { title: "Draft", status: "draft" },
      ar: { title: "Scheduled", publishAt: later },
    });
    const res = await send(id, admin, "sr");
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(
      "Овај увид није објављен ни на једном језику, па не може да се пошаље.",
    );
    expect((await send(999_999)).status).toBe(404);
  });

  it("sends each confirmed subscriber their language, English when theirs is not published; skips and counts the rest", async () => {
    const en = await insertSubscriber(t.database.db, `en.${run}@example.com`, "en");
    await insertSubscriber(t.database.db, `ar.${run}@example.com`, "ar");
    await insertSubscriber(t.database.db, `sr.${run}@example.com`, "sr");
    await t.database.db.insert(newsletterSubscribers).values({
      email: `unconfirmed.${run}@example.com`,
      lang: "ar",
      unsubscribeToken: "u".repeat(40) + run,
    });
    const both = await insertInsight(t.database.db, t.clock.now, {
      en: { title: "Retail in 2026" },
      ar: { title: "التجزئة في 2026" },
      sr: { title: "Нацрт", status: "draft" },
    });
    const arOnly = await insertInsight(t.database.db, t.clock.now, { ar: { title: "فقط بالعربية" } });

    expect((await send(both)).status).toBe(202);
    expect((await send(arOnly)).status).toBe(202);
    expect(await queue()).toBe(4);

    expect((await itemsOf(both)).map((i) => [i.to, i.lang, i.subject])).toEqual([
      [`en.${run}@example.com`, "en", "Retail in 2026"],
      [`ar.${run}@example.com`, "ar", "التجزئة في 2026"],
      [`sr.${run}@example.com`, "en", "Retail in 2026"],
    ]);
    expect((await itemsOf(arOnly)).map((i) => i.to)).toEqual([`ar.${run}@example.com`]);
    // Spaced at the configured rate: 60 a minute, one a second, the second send after the first.
    const times = [...(await itemsOf(both)), ...(await itemsOf(arOnly))].map((i) => i.at.getTime());
    expect(times.slice(1).map((time, i) => time - times[i]!)).toEqual([1000, 1000, 1000]);

    const [second, first] = await report();
    expect(first).toMatchObject({
      insightId: both,
      title: "Retail in 2026",
      queued: 3,
      skipped: 0,
      queuing: false,
    });
    expect(second).toMatchObject({
      insightId: arOnly,
      titleLang: "ar",
      queued: 1,
      skipped: 2,
      startedBy: "sales1",
    });
    // Unsubscribed since the send started: counted in its report.
    await t.database.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date(t.clock.now.getTime() + 1000) })
      .where(eq(newsletterSubscribers.id, en.id));
    expect((await report())[1]).toMatchObject({ unsubscribedSince: 1 });
  });

  it("never queues an insight twice for one address: a second send reaches only those who did not get it, even run at once twice", async () => {
    const id = await insertInsight(t.database.db, t.clock.now, { en: { title: "Once only" } });
    for (let i = 0; i < 5; i++) await insertSubscriber(t.database.db, `once${i}.${run}@example.com`, "en");
    await send(id);
    await Promise.all([queue(), queue(), queue()]);
    expect(await itemsOf(id)).toHaveLength(5);

    await insertSubscriber(t.database.db, `newcomer.${run}@example.com`, "en");
    const sendable = await (
      await t.request("/api/crm/newsletter/insights", { headers: { cookie: admin } })
    ).json();
    expect(sendable.insights.find((i: { id: number }) => i.id === id)).toMatchObject({
      recipients: { en: 1, ar: 0, sr: 0 },
      alreadySent: 5,
      languages: ["en"],
    });
    await send(id);
    await Promise.all([queue(), queue()]);
    const items = await itemsOf(id);
    expect(items).toHaveLength(6);
    expect(new Set(items.map((i) => i.to)).size).toBe(6);
    expect((await report())[0]).toMatchObject({ queued: 1, skipped: 0 });
  });
});

describe("the insight's e-mail, through a real SMTP server", () => {
  it("has the title as subject, text and HTML with the excerpt, the article's link, the unsubscribe link and one-click headers", async () => {
    const mailer = await startTestMail(t.database.db, {
      from: "website@potentia.test",
      now: () => new Date(Date.now() + 60_000),
    });
    const { smtp } = mailer;
    try {
      const reader = await insertSubscriber(t.database.db, `reader.${run}@example.com`, "ar");
      const id = await insertInsight(t.database.db, t.clock.now, {
        ar: { title: "رؤية جديدة" },
        en: { title: "New" },
      });
      await send(id);
      await queue();
      // (The earlier tests' e-mails go out too.)
      const deadline = Date.now() + 15_000;
      const mine = () => smtp.received.filter((m) => m.to.includes(`reader.${run}@example.com`));
      while (mine().length === 0 && Date.now() < deadline) await smtp.waitFor(smtp.received.length + 1);
      const [mail] = mine();
      expect(mail!.headers.subject).toBe("رؤية جديدة");
      const article = `https://potentia.test/ar/blog/insight-${id}-ar`;
      const leave = `https://potentia.test/ar/newsletter/unsubscribe?token=${reader.unsubscribeToken}`;
      expect(mail!.text).toContain("Excerpt of رؤية جديدة");
      expect(mail!.text).toContain(`اقرأ المقال: ${article}`);
      expect(mail!.text).toContain(leave);
      expect(mail!.html).toContain(`<html lang="ar" dir="rtl">`);
      expect(mail!.html).toContain(`href="${article}"`);
      expect(mail!.html).toContain(`href="${leave}"`);
      expect(mail!.headers["list-unsubscribe"]).toBe(
        `<https://potentia.test/api/newsletter/unsubscribe?token=${reader.unsubscribeToken}>`,
      );
      expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      while ((await report())[0].sent !== 1 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect((await report())[0]).toMatchObject({ queued: 1, sent: 1, failed: 0 });
    } finally {
      await mailer.close();
    }
  });
});
