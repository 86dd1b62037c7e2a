import type { Db } from "../db/client";
import { isDatabaseUnavailable } from "../db/unavailable";
import { logDatabaseUnavailable } from "../db/unavailable-log";
import { errorCode } from "../http/error-code";
import type { Logger } from "../logger";
import { recordJobRun, recordMailDelivery } from "../metrics/registry";
import { DEFAULT_RETRY, nextAttemptAt, type RetryPolicy } from "./backoff";
import {
  AT_MOST_ONCE_KINDS,
  abandonInterrupted,
  claimDueMail,
  markAttemptFailed,
  markHandedOver,
  markSent,
} from "./outbox";
import type { MailTransport } from "./transport";
import { onOutboxWake } from "./wake";

export interface OutboxSenderOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  now: () => Date;
  retry?: RetryPolicy;
  /** How often to look for due mail (other instances' mail, retries). */
  pollMs?: number;
  /** How long a claimed e-mail stays this instance's; longer than any SMTP exchange can take. */
  leaseMs?: number;
  batchSize?: number;
  /** Work to finish before the first round (ending a killed process's leases). */
  ready?: Promise<void>;
}

const MAX_ERROR_LENGTH = 500;

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, MAX_ERROR_LENGTH) || "unknown error";
}

/**
 * Delivers the outbox: claims due e-mails, sends each over SMTP, records success, or the error and
 * the time of the next attempt (exponential backoff), until the retry policy gives up.
 * Runs in every instance; claims make sure that two instances never send the same e-mail at once.
 * Returns a function that stops it after the round in progress.
 */
export function startOutboxSender(options: OutboxSenderOptions): () => Promise<void> {
  const { db, transport, logger, now } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const deliver = async (mail: Awaited<ReturnType<typeof claimDueMail>>[number]) => {
    try {
      if (AT_MOST_ONCE_KINDS.has(mail.kind)) await markHandedOver(db, mail.id, now());
      await transport.send({
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await markSent(db, mail.id, now());
      recordMailDelivery("sent");
      logger.info({ outboxId: mail.id, kind: mail.kind, attempts: mail.attempts }, "mail sent");
    } catch (error) {
      const retryAt = nextAttemptAt(mail.attempts, now(), retry);
      await markAttemptFailed(db, mail.id, errorText(error), retryAt);
      // The log names the error's code only: an SMTP answer can quote addresses (staff can read it in the outbox).
      const log = { outboxId: mail.id, kind: mail.kind, attempts: mail.attempts, code: errorCode(error) };
      recordMailDelivery(retryAt ? "retry" : "gave_up");
      if (retryAt) logger.warn({ ...log, retryAt: retryAt.toISOString() }, "mail not sent; will retry");
      else logger.error(log, "mail not sent; giving up");
    }
  };

  const round = async () => {
    await options.ready;
    do {
      again = false;
      await abandonInterrupted(db, now());
      for (;;) {
        if (stopped) return;
        const batch = await claimDueMail(db, { now: now(), leaseMs, limit: batchSize });
        if (batch.length === 0) break;
        for (const mail of batch) await deliver(mail);
      }
    } while (again && !stopped);
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    running = round()
      .then(() => recordJobRun("mail_outbox", "ok", now()))
      .catch((error: unknown) => {
        recordJobRun("mail_outbox", "error", now());
        if (isDatabaseUnavailable(error)) logDatabaseUnavailable(logger, now(), { job: "mail_outbox" });
        else logger.error({ code: errorCode(error) }, "outbox round failed");
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, pollMs);
      });
  };

  const unsubscribe = onOutboxWake(run);
  timer = setTimeout(run, 0);

  return async () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    await running;
    transport.close();
  };
}
