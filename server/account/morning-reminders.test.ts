import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { type Database, openDatabase } from "../db/client";
import { outbox, reminderSends } from "../db/schema";
import { createLogger } from "../logger";
import { startOutboxSender } from "../mail/outbox-sender";
import { startTestSmtpServer } from "../mail/test-smtp-server";
import { createMailTransport } from "../mail/transport";
import { createTestApp, type TestApp } from "../test/app";
import { startMorningReminders } from "./schedule-reminders";
import { sendMorningReminders } from "./send-morning-reminders";
import { addAccount, addCompany, addDeal } from "./test-fixtures";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let stopSender: () => Promise<void>;
const PUBLIC_URL = "https://crm.potentia.test";
const ar = serverT("ar", "account");
const sr = serverT("sr", "account");

/** 27 November 2026, 05:30 UTC: 08:30 in Riyadh, 06:30 in Belgrade. */
const RIYADH_MORNING = new Date("2026-11-27T05:30:00Z");
/** 07:05 UTC: 08:05 in Belgrade. */
const BELGRADE_MORNING = new Date("2026-11-27T07:05:00Z");

const run = (now: Date, db = t.database.db) => sendMorningReminders(db, { now, publicUrl: PUBLIC_URL });
const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtpServer();
  const db = t.database.db;
  await addAccount(db, "layla", { email: "layla@potentia.test", language: "ar", timeZone: "Asia/Riyadh" });
  await addAccount(db, "milica", {
    email: "milica@potentia.test",
    language: "sr",
    timeZone: "Europe/Belgrade",
  });
  await addAccount(db, "idle", { email: "idle@potentia.test" });
  await addAccount(db, "twice", {
    email: "twice@potentia.test",
    reminderHour: 9,
    timeZone: "Europe/Belgrade",
  });

  const almarai = await addCompany(db, {
    name: "شركة المراعي",
    nextAction: "اتصال بالمدير",
    nextActionDue: "2026-11-27",
    nextActionOwner: "layla",
  });
  await addDeal(db, {
    companyId: almarai,
    name: "تتبع العلامة التجارية",
    nextAction: "إرسال العرض",
    nextActionDue: "2026-11-25",
    nextActionOwner: "layla",
  });
  // Not in the e-mail: due later, a won deal, a trashed deal, a trashed company's deal.
  await addDeal(db, {
    companyId: almarai,
    name: "Later",
    nextAction: "لاحقًا",
    nextActionDue: "2026-12-05",
    nextActionOwner: "layla",
  });
  await addDeal(db, {
    companyId: almarai,
    name: "Won",
    dealStage: "won",
    nextAction: "مكسوبة",
    nextActionDue: "2026-11-20",
    nextActionOwner: "layla",
  });
  await addDeal(db, {
    companyId: almarai,
    name: "Trashed",
    deletedAt: new Date(),
    nextAction: "محذوفة",
    nextActionDue: "2026-11-20",
    nextActionOwner: "layla",
  });
  const gone = await addCompany(db, { name: "Gone Co", deletedAt: new Date() });
  await addDeal(db, {
    companyId: gone,
    name: "Gone deal",
    nextAction: "من سلة المحذوفات",
    nextActionDue: "2026-11-20",
    nextActionOwner: "layla",
  });

  const delta = await addCompany(db, { name: "Делта Холдинг" });
  await addDeal(db, {
    companyId: delta,
    name: "Истраживање тржишта",
    nextAction: "Позвати клијента",
    nextActionDue: "2026-11-27",
    nextActionOwner: "milica",
  });
  const twiceCo = await addCompany(db, {
    name: "Twice Co",
    nextAction: "Once only",
    nextActionDue: "2026-11-27",
    nextActionOwner: "twice",
  });
  await addDeal(db, {
    companyId: twiceCo,
    name: "Twice deal",
    nextAction: "Tomorrow too",
    nextActionDue: "2026-11-28",
    nextActionOwner: "twice",
  });

  stopSender = startOutboxSender({
    db,
    transport: createMailTransport(smtp.url),
    from: "crm@potentia.test",
    logger: createLogger("silent"),
    now: () => new Date(),
    pollMs: 50,
  });
});
afterAll(async () => {
  await stopSender();
  await smtp.close();
  await t.close();
});

async function received(to: string) {
  const all = await smtp.waitFor(1);
  for (let i = 0; i < 100 && !all.some((mail) => mail.to.includes(to)); i++)
    await smtp.waitFor(all.length + 1);
  return all.filter((mail) => mail.to.includes(to));
}

describe("the morning e-mail of follow-ups", () => {
  it("reaches each owner at their hour in their time zone and language, through the real SMTP server (Arabic)", async () => {
    const first = await run(RIYADH_MORNING);
    expect(first.sent).toContain("layla");
    // 06:30 in Belgrade: not yet Milica's morning.
    expect(first.sent).not.toContain("milica");
    expect(await mailsTo("milica@potentia.test")).toHaveLength(0);

    const [mail] = await received("layla@potentia.test");
    expect(mail!.headers.subject).toBe(ar("mail.subject", { count: 2 }));
    expect(mail!.headers.subject).toBe("متابعتان مستحقتان");
    expect(mail!.text).toContain(ar("mail.greeting", { username: "layla" }));
    expect(mail!.text).toContain(ar("mail.overdue"));
    expect(mail!.text).toContain(ar("mail.today"));
    expect(mail!.text).toContain("إرسال العرض — تتبع العلامة التجارية (شركة المراعي)");
    expect(mail!.text).toContain("اتصال بالمدير — شركة المراعي");
    for (const absent of ["لاحقًا", "مكسوبة", "محذوفة", "من سلة المحذوفات"])
      expect(mail!.text).not.toContain(absent);
    expect(mail!.text).toContain(`${PUBLIC_URL}/ar/crm/account`);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain("شركة المراعي");
  });

  it("reaches a Belgrade owner at 8 in Belgrade, in Serbian Cyrillic", async () => {
    const second = await run(BELGRADE_MORNING);
    expect(second.sent).toEqual(["milica"]);
    const [mail] = await received("milica@potentia.test");
    expect(mail!.headers.subject).toBe(sr("mail.subject", { count: 1 }));
    expect(mail!.headers.subject).toBe("1 подсетник за данас");
    expect(mail!.text).toContain(sr("mail.greeting", { username: "milica" }));
    expect(mail!.text).toContain("Позвати клијента — Истраживање тржишта (Делта Холдинг)");
    expect(mail!.html).toContain("Делта Холдинг");
  });

  it("sends nothing when nothing is due, and does not look again that day", async () => {
    const result = await run(RIYADH_MORNING);
    expect(result.sent).not.toContain("idle");
    expect(await mailsTo("idle@potentia.test")).toHaveLength(0);
    const rows = await t.database.db.select().from(reminderSends).where(eq(reminderSends.username, "idle"));
    expect(rows).toMatchObject([{ day: "2026-11-27", outboxId: null }]);
  });

  it("writes one e-mail per owner and day, however many rounds or instances run at once", async () => {
    let second: Database | undefined;
    if (t.database.url) second = await openDatabase({ databaseUrl: t.database.url, max: 5 });
    const nine = new Date("2026-11-27T08:10:00Z"); // 09:10 in Belgrade
    const rounds = await Promise.all([run(nine), run(nine, second?.db ?? t.database.db), run(nine)]);
    expect(rounds.flatMap((round) => round.sent).filter((name) => name === "twice")).toHaveLength(1);
    await run(new Date("2026-11-27T22:59:00Z")); // 23:59, the same day
    expect(await mailsTo("twice@potentia.test")).toHaveLength(1);
    // The next day is a new morning: tomorrow's follow-up, and yesterday's now overdue.
    await run(new Date("2026-11-28T08:10:00Z"));
    const mails = await mailsTo("twice@potentia.test");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("Tomorrow too");
    expect(mails[1]!.subject).toBe(serverT("en", "account")("mail.subject", { count: 2 }));
    await second?.close();
  });
});

describe("the scheduled job", () => {
  it("writes the morning e-mails from its first round, and stops cleanly", async () => {
    const db = t.database.db;
    await addAccount(db, "scheduled", { email: "scheduled@potentia.test", language: "ar" });
    const company = await addCompany(db, { name: "مؤسسة النخيل" });
    await addDeal(db, {
      companyId: company,
      name: "دراسة",
      nextAction: "زيارة",
      nextActionDue: "2026-11-29",
      nextActionOwner: "scheduled",
    });
    const stop = startMorningReminders(
      {
        env: t.env,
        database: t.database,
        logger: createLogger("silent"),
        now: () => new Date("2026-11-29T05:30:00Z"),
      },
      50,
    );
    try {
      const deadline = Date.now() + 15_000;
      while ((await mailsTo("scheduled@potentia.test")).length === 0) {
        if (Date.now() > deadline) throw new Error("no morning e-mail written");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await stop();
    }
    const [mail] = await mailsTo("scheduled@potentia.test");
    expect(mail).toMatchObject({ kind: "morning_reminder", subject: ar("mail.subject", { count: 1 }) });
    expect(mail!.text).toContain("زيارة — دراسة (مؤسسة النخيل)");
  });
});
