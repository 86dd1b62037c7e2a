import { Gauge } from "prom-client";
import { type Database, ping } from "../db/client";
import { isDatabaseUnavailable } from "../db/unavailable";
import { outboxStats } from "../mail/outbox";
import { registry } from "./registry";

/**
 * The values /metrics reads from the database when it is asked for: whether it answers and how fast, the
 * PostgreSQL pool (the embedded database is one connection inside the process: it has no pool to show), and
 * the e-mail outbox. While the database is down, the values read from it are NaN (unknown) rather than stale or 0.
 */
const databaseUp = new Gauge({
  name: "potentia_database_up",
  help: "1 when the database answered a ping while /metrics was read, 0 when it could not be reached",
  registers: [registry],
});
const databasePing = new Gauge({
  name: "potentia_database_ping_seconds",
  help: "How long the database took to answer `select 1` while /metrics was read",
  registers: [registry],
});
const poolConnections = new Gauge({
  name: "potentia_database_pool_connections",
  help: "PostgreSQL connection pool: connections open (total), idle, and requests waiting for one (waiting)",
  labelNames: ["state"] as const,
  registers: [registry],
});
const outboxPending = new Gauge({
  name: "potentia_mail_outbox_pending",
  help: "E-mails waiting in the outbox to be sent",
  registers: [registry],
});
const outboxOldest = new Gauge({
  name: "potentia_mail_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest e-mail waiting in the outbox (0 when none waits)",
  registers: [registry],
});
const outboxFailed = new Gauge({
  name: "potentia_mail_outbox_failed",
  help: "E-mails of the outbox given up on after every retry",
  registers: [registry],
});

export async function collectDatabaseMetrics(database: Database, now: Date): Promise<void> {
  const pool = database.poolStats?.();
  if (pool) for (const [state, value] of Object.entries(pool)) poolConnections.set({ state }, value);
  const started = performance.now();
  try {
    await ping(database.db, 2000);
    databasePing.set((performance.now() - started) / 1000);
    databaseUp.set(1);
    const outbox = await outboxStats(database.db);
    outboxPending.set(outbox.pending);
    outboxFailed.set(outbox.failed);
    const age = outbox.oldestPendingAt ? (now.getTime() - outbox.oldestPendingAt.getTime()) / 1000 : 0;
    outboxOldest.set(Math.max(0, age));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    databaseUp.set(0);
    for (const gauge of [databasePing, outboxPending, outboxFailed, outboxOldest]) gauge.set(Number.NaN);
  }
}
