import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { contactMessages, outbox } from "../db/schema";
import type { Env } from "../env";
import { createLogger } from "../logger";
import { createTestApp, type TestApp } from "../test/app";
import { metricValue } from "../test/metrics";
import { claimDueMail } from "./outbox";
import { startOutboxSender } from "./outbox-sender";
import { startMail } from "./start-mail";
import { startTestSmtpServer } from "./test-smtp-server";
import { createMailTransport } from "./transport";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const stops: Array<() => Promise<void>> = [];
const logger = createLogger("silent");
const FAST = { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 4 };

beforeAll(async () => {
  t = await createTestApp({ MAIL_TO: "inbox@potentia.test", MAIL_FROM: "website@potentia.test" });
  smtp = await startTestSmtpServer();
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  smtp.failNext(0);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

let sender = 0;
async function postMessage(fields: { name: string; email: string; message: string }) {
  sender += 1;
  t.clock.now = new Date();
  const res = await t.request("/api/contact", {
    method: "POST",
    json: { ...fields, company: "Acme", elapsedMs: 6000 },
    headers: { "x-forwarded-for": `192.0.2.${sender}`, "accept-language": "ar" },
  });
  expect(res.status).toBe(201);
  const [row] = await t.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, fields.email));
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.contactMessageId, row!.id));
  return { messageId: row!.id, outboxId: mail!.id };
}

function startSender(options: { url?: string; db?: Database["db"]; retry?: typeof FAST } = {}) {
  const stop = startOutboxSender({
    db: options.db ?? t.database.db,
    transport: createMailTransport(options.url ?? smtp.url),
    from: "website@potentia.test",
    logger,
    now: () => new Date(),
    retry: options.retry ?? FAST,
    pollMs: 50,
  });
  stops.push(stop);
  return stop;
}

async function outboxRow(id: number) {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the outbox sender, against a real SMTP server", () => {
  it("delivers the notification of a contact message with its content, to MAIL_TO, reply-to the sender", async () => {
    const message = "مرحبا، نود الحصول على عرض لدراسة سوق في الرياض.\nSecond line: 100% sure.";
    const { outboxId } = await postMessage({ name: "Layla Haddad", email: "layla@example.sa", message });
    const before = smtp.received.length;
    const sent = await metricValue("potentia_mail_deliveries_total", { outcome: "sent" });
    const rounds = await metricValue("potentia_job_runs_total", { job: "mail_outbox", outcome: "ok" });
    startSender();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);

    expect(mail!.from).toBe("website@potentia.test");
    expect(mail!.to).toEqual(["inbox@potentia.test"]);
    expect(mail!.headers["reply-to"]).toBe("layla@example.sa");
    expect(mail!.headers.subject).toBe("Website message from Layla Haddad");
    expect(mail!.text).toContain(message);
    expect(mail!.text).toContain("Name: Layla Haddad");
    expect(mail!.text).toContain("Company: Acme");
    expect(mail!.text).toContain("Page language: العربية");

    await until(async () => (await outboxRow(outboxId)).status === "sent");
    const row = await outboxRow(outboxId);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // /metrics: one more e-mail sent, and the sender's rounds counted as runs of the mail_outbox job.
    expect(await metricValue("potentia_mail_deliveries_total", { outcome: "sent" })).toBe(sent + 1);
    await until(
      async () =>
        (await metricValue("potentia_job_runs_total", { job: "mail_outbox", outcome: "ok" })) > rounds,
    );
  });

  it("retries with backoff when the server answers 451, recording each failure, and delivers in the end", async () => {
    smtp.failNext(2, 451);
    const attemptsBefore = smtp.attempts();
    const { outboxId, messageId } = await postMessage({
      name: "Retry Person",
      email: "retry@example.com",
      message: "Please call me back about the retail audit.",
    });
    const before = smtp.received.length;
    startSender();

    await until(async () => (await outboxRow(outboxId)).attempts >= 1 && smtp.attempts() > attemptsBefore);
    await until(async () => (await outboxRow(outboxId)).lastError !== null);
    const failed = await outboxRow(outboxId);
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toMatch(/451/);

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.text).toContain("Please call me back about the retail audit.");
    await until(async () => (await outboxRow(outboxId)).status === "sent");
    const sent = await outboxRow(outboxId);
    expect(sent.attempts).toBe(3);
    expect(smtp.attempts() - attemptsBefore).toBe(3);
    expect(sent.sentAt!.getTime() - sent.createdAt.getTime()).toBeGreaterThanOrEqual(FAST.baseDelayMs * 3);
    // Delivered once, not once per attempt; and the message itself was never at risk.
    expect(smtp.received.filter((m) => m.text.includes("retail audit"))).toHaveLength(1);
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, messageId)),
    ).toHaveLength(1);
  });

  it("keeps trying while the SMTP server is down, then marks the e-mail failed; the message stays readable", async () => {
    const { outboxId, messageId } = await postMessage({
      name: "Down Time",
      email: "down@example.com",
      message: "Sent while the mail server was down.",
    });
    startSender({ url: "smtp://127.0.0.1:9" });
    await until(async () => (await outboxRow(outboxId)).status === "failed");
    const row = await outboxRow(outboxId);
    expect(row.attempts).toBe(FAST.maxAttempts);
    expect(row.lastError).toBeTruthy();
    const [message] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId));
    expect(message?.message).toBe("Sent while the mail server was down.");
  });

  it("never sends one e-mail twice when two instances run the sender at once", async () => {
    let second: Database | undefined;
    if (t.database.url) second = await openDatabase({ databaseUrl: t.database.url, max: 5 });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(
        (
          await postMessage({
            name: `Bulk ${i}`,
            email: `bulk${i}@example.com`,
            message: `bulk message #${i}#`,
          })
        ).outboxId,
      );
    }
    const before = smtp.received.length;
    startSender();
    startSender({ db: second?.db ?? t.database.db });
    await smtp.waitFor(before + 12);
    await until(async () => {
      const rows = await Promise.all(ids.map(outboxRow));
      return rows.every((row) => row.status === "sent");
    });
    // Both senders stopped (each after its round in progress): nothing can arrive later, so the count is final.
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await second?.close();
    const bulk = smtp.received.slice(before).filter((m) => /bulk message #\d+#/.test(m.text));
    expect(bulk).toHaveLength(12);
    expect(new Set(bulk.map((m) => /#(\d+)#/.exec(m.text)?.[1])).size).toBe(12);
  });
});

describe("claiming due e-mails", () => {
  it("gives a claimed e-mail to no one else until its lease runs out (a crashed instance's mail is not lost)", async () => {
    const { outboxId } = await postMessage({
      name: "Lease",
      email: "lease@example.com",
      message: "lease test",
    });
    const now = new Date(Date.now() + 1000);
    const first = await claimDueMail(t.database.db, { now, leaseMs: 60_000, limit: 50 });
    expect(first.map((m) => m.id)).toContain(outboxId);
    const again = await claimDueMail(t.database.db, { now, leaseMs: 60_000, limit: 50 });
    expect(again.map((m) => m.id)).not.toContain(outboxId);
    const later = new Date(now.getTime() + 60_001);
    const reclaimed = await claimDueMail(t.database.db, { now: later, leaseMs: 60_000, limit: 50 });
    const mail = reclaimed.find((m) => m.id === outboxId);
    expect(mail?.attempts).toBe(2);
    expect(mail?.text).toContain("lease test");
  });
});

describe("without SMTP_URL", () => {
  it("starts no sender: notifications wait in the outbox", async () => {
    const { outboxId } = await postMessage({ name: "Waiting", email: "wait@example.com", message: "waits" });
    const lines: string[] = [];
    const start = (env: Env) => {
      vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
      try {
        const stop = startMail({
          env,
          database: t.database,
          logger: createLogger("info", { write: (line: string) => lines.push(line) }),
          now: () => new Date(),
        });
        return { stop, timers: vi.getTimerCount() };
      } finally {
        vi.useRealTimers();
      }
    };
    // A sender schedules its first round at once; without SMTP_URL nothing is scheduled at all.
    const without = start({ ...t.env, SMTP_URL: undefined });
    expect(without.timers).toBe(0);
    expect(lines.join("")).toContain("SMTP_URL is not set: notification e-mails wait in the outbox");
    await without.stop();
    expect(await outboxRow(outboxId)).toMatchObject({ status: "pending", attempts: 0 });
    // The same check sees a sender when there is one.
    const withSmtp = start({ ...t.env, SMTP_URL: smtp.url });
    expect(withSmtp.timers).toBe(1);
    await withSmtp.stop();
  });
});
