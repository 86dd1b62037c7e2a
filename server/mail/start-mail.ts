import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { endStaleLeases } from "./outbox";
import { startOutboxSender } from "./outbox-sender";
import { createMailTransport } from "./transport";

/**
 * The outbox sender of this instance, when SMTP_URL is set. Without it, e-mails wait in the outbox
 * (staff read the messages on /crm/messages) and go out once a server starts with SMTP_URL.
 */
export function startMail(deps: {
  env: Env;
  database: Database;
  logger: Logger;
  now: () => Date;
}): () => Promise<void> {
  const { env, logger } = deps;
  if (!env.SMTP_URL) {
    logger.info("SMTP_URL is not set: notification e-mails wait in the outbox");
    return async () => {};
  }
  const stale =
    deps.database.kind === "pglite"
      ? endStaleLeases(deps.database.db, deps.now()).catch(() => logger.warn("outbox leases not ended"))
      : undefined;
  return startOutboxSender({
    ready: stale,
    db: deps.database.db,
    transport: createMailTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    logger,
    now: deps.now,
  });
}
