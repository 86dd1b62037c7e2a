import type { Db } from "../db/client";
import { createLogger } from "../logger";
import type { RetryPolicy } from "../mail/backoff";
import { startOutboxSender } from "../mail/outbox-sender";
import { startTestSmtpServer } from "../mail/test-smtp-server";
import { createMailTransport } from "../mail/transport";

export interface TestMail {
  /** The SMTP server the outbox delivers to: what it received, and waitFor(count). */
  smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  /** Stops the sender, then the server. */
  close(): Promise<void>;
}

/** A real SMTP server on a free port and the outbox's sender delivering to it, looking every 50 ms. */
export async function startTestMail(
  db: Db,
  options: { from: string; now?: () => Date; retry?: RetryPolicy },
): Promise<TestMail> {
  const smtp = await startTestSmtpServer();
  const stopSender = startOutboxSender({
    db,
    transport: createMailTransport(smtp.url),
    from: options.from,
    logger: createLogger("silent"),
    now: options.now ?? (() => new Date()),
    ...(options.retry ? { retry: options.retry } : {}),
    pollMs: 50,
  });
  return {
    smtp,
    async close() {
      await stopSender();
      await smtp.close();
    },
  };
}
