import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverT } from "#core/i18n/resources.server";
import { type Database, openDatabase } from "../db/client";
import { outbox, reminderSends } from "../db/schema";
import { createLogger } from "../logger";
import { createTestApp, type TestApp } from "../test/app";
import { startTestMail, type TestMail } from "../test/mail";
import { startMorningReminders } from "./schedule-reminders";
import { sendMorningReminders } from "./send-morning-reminders";
import { addAccount, addCompany, addDeal } from "./test-fixtures";

let t: TestApp;
let mailer: TestMail;
const PUBLIC_URL = "https://crm.potentia.test";
const ar = serverT("ar", "account");
const sr = serverT("sr", "account");

/** 27 November 2026, 05:30 UTC: 08:30 in Riyadh, 06:30 in Belgrade. */
const RIYADH_MORNING = new Date("2026-11-27T05:30:00Z");
/** 07:05 UTC: 08:05 in Belgrade. */
const BELGRADE_MORNING = new Date("2026-11-27T07:05:00Z");

const run = (now: Date, db = t.database.db) => sendMorningReminders(db, { now, publicUrl: PUBLIC_URL });
const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

/** A company whose own next step `owner` has to take by `due`. */
const companyFollowUp = (name: string, owner: string, nextAction: string, due: string) =>
  addCompany(t.database.db, { name, nextAction, nextActionDue: due, nextActionOwner: owner });

/** A deal whose next step `owner` has to take by `due`. */
const followUp = (
  companyId: number,
  owner: string,
  name: string,
  nextAction: string,
  due: string,
  extra: Partial<Parameters<typeof addDeal>[1]> = {},
) =>
  addDeal(t.database.db, {
    companyId,
    name,
    nextAction,
    nextActionDue: due,
    nextActionOwner: owner,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
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

  const almarai = await companyFollowUp("شركة المراعي", "layla", "اتصال بالمدير", "2026-11-27");
  await followUp(almarai, "layla", "تتبع العلامة التجارية", "إرسال العرض", "2026-11-25");
  // Not in the e-mail: due later, a won deal, a trashed deal, a trashed company's deal.
  await followUp(almarai, "layla", "Later", "لاحقًا", "2026-12-05");
  await followUp(almarai, "layla", "Won", "مكسوبة", "2026-11-20", { dealStage: "won" });
  await followUp(almarai, "layla", "Trashed", "محذوفة", "2026-11-20", { deletedAt: new Date() });
  const gone = await addCompany(db, { name: "Gone Co", deletedAt: new Date() });
  await followUp(gone, "layla", "Gone deal", "من سلة المحذوفات", "2026-11-20");

  const delta = await addCompany(db, { name: "Делта Холдинг" });
  await followUp(delta, "milica", "Истраживање тржишта", "Позвати клијента", "2026-11-27");
  const twiceCo = await companyFollowUp("Twice Co", "twice", "Once only", "2026-11-27");
  await followUp(twiceCo, "twice", "Twice deal", "Tomorrow too", "2026-11-28");

  mailer = await startTestMail(db, { from: "crm@potentia.test" });
});
afterAll(async () => {
  await mailer.close();
  await t.close();
});

async function received(to: string) {
  const all = await mailer.smtp.waitFor(1);
  for (let i = 0; i < 100 && !all.some((mail) => mail.to.includes(to)); i++)
    await mailer.smtp.waitFor(all.length + 1);
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
    await followUp(company, "scheduled", "دراسة", "زيارة", "2026-11-29");
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
