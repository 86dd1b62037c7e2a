import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { newsletterSendItems, outbox } from "../db/schema";
import { startTestSmtpServer } from "../mail/test-smtp-server";
import { tempDataDir } from "../test/commands";
import { type RunningServer, runServer } from "../test/server-runner";
import { createStaffUser, TEST_STAFF_PASSWORD } from "../test/staff";
import { freePort } from "../test/throwaway-postgres";
import { insertInsight, insertSubscriber } from "./test-insights";

/**
 * An insight reaches each subscriber exactly once even when the server process is killed (SIGKILL) in the
 * middle of sending it: the process is started again on the same data and finishes the send; the real SMTP
 * server of the tests counts what each address received. The kill lands after the server received an e-mail
 * but before the sending process heard so: the case an outbox that retries would send twice.
 */
const SUBSCRIBERS = 30;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const servers: RunningServer[] = [];
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await smtp.close();
});

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it("sends each address one e-mail when the process is killed mid-send and started again", async () => {
  const dataDir = tempDataDir("newsletter-kill");
  const setup = await openDatabase({ dataDir });
  const now = new Date();
  await createStaffUser(setup.db, "kill-admin");
  const insightId = await insertInsight(setup.db, now, { en: { title: "Killed mid-send" } });
  const emails: string[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    emails.push(`kill${i}@example.com`);
    await insertSubscriber(setup.db, emails[i]!, "en");
  }
  await setup.close();

  const env = {
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://potentia.test",
    NEWSLETTER_MAILS_PER_MINUTE: "600",
    LOG_LEVEL: "warn",
  };
  const first = await runServer({ dataDir, env });
  servers.push(first);
  const login = await fetch(`${first.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "kill-admin", password: TEST_STAFF_PASSWORD }),
  });
  const cookie = (login.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  const started = await fetch(`${first.base}/api/crm/newsletter/sends`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ insightId }),
  });
  expect(started.status).toBe(202);

  // The 8th e-mail arrives, but the process is killed before the server's "250 OK" reaches it.
  smtp.holdFrom(8);
  await until(() => smtp.received.length >= 8, "first e-mails");
  first.child.kill("SIGKILL");
  await new Promise((resolve) => first.child.once("exit", resolve));
  smtp.release();
  const beforeRestart = smtp.received.length;
  // The kill landed mid-send.
  expect(beforeRestart).toBeLessThan(SUBSCRIBERS);

  // On a port of its own: the killed process's DATA_DIR/server.json still names the old one.
  const second = await runServer({ dataDir, env: { ...env, PORT: String(await freePort()) } });
  servers.push(second);
  const again = await fetch(`${second.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "kill-admin", password: TEST_STAFF_PASSWORD }),
  });
  const cookie2 = (again.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
  // Done when every e-mail of the send is sent or given up, as the report says.
  await until(async () => {
    const { sends } = await (
      await fetch(`${second.base}/api/crm/newsletter/sends`, { headers: { cookie: cookie2 } })
    ).json();
    const [send] = sends;
    return send && !send.queuing && send.queued === SUBSCRIBERS && send.sent + send.failed === SUBSCRIBERS;
  }, "the send finished");
  expect(await second.stop()).toBe(0);

  // Read what happened, the server stopped: nothing more can leave.
  const after = await openDatabase({ dataDir });
  const rows = await after.db
    .select({ to: outbox.to, status: outbox.status, lastError: outbox.lastError })
    .from(newsletterSendItems)
    .innerJoin(outbox, eq(outbox.id, newsletterSendItems.outboxId));
  await after.close();
  expect(rows).toHaveLength(SUBSCRIBERS);
  const received = new Map<string, number>();
  for (const mail of smtp.received) for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
  // Nobody twice.
  expect([...received.values()].every((count) => count === 1)).toBe(true);
  // Everyone once: the e-mail the kill caught while it was being handed to SMTP is not sent again, and the
  // report counts it failed (the server cannot know it arrived).
  expect(emails.filter((email) => received.get(email) !== 1)).toEqual([]);
  const interrupted = rows.filter((row) => row.status === "failed");
  expect(interrupted.map((row) => row.to)).toEqual([smtp.received[7]?.to[0]]);
  expect(interrupted[0]?.lastError).toMatch(/^interrupted/);
}, 300_000);
