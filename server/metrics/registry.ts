import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The instance's metrics (Prometheus text format, served on /metrics: server/metrics/routes.ts, decision
 * 023). One registry per process: counters add up over the life of the process, as Prometheus expects.
 *
 * How to use it from another module (a shared place: it imports no feature, any server code may import it):
 *
 *   import { recordJobRun, recordBackupSuccess } from "../metrics/registry";
 *   recordJobRun("backup", "ok", now());      // a background job's run, by job and outcome ("ok" | "error")
 *   recordBackupSuccess(now());                 // the backup job, after a backup is safely written
 *
 * A new metric: declare it here (name `potentia_<what>_<unit>`, `_total` for counters) with `registers:
 * [registry]`, export a small function that records it, and keep every label's values a small fixed set
 * (a route pattern, never a raw path; a reason code, never a user name): each value is a series of its own.
 * Values read from the database (pool, outbox) are taken when /metrics is asked for (collect.ts).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export const httpRequests = new Counter({
  name: "potentia_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "potentia_http_request_duration_seconds",
  help: "Time to answer an HTTP request (until the response starts), by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** One answered request; `route` is the pattern that answered it (e.g. /api/crm/companies/:id). */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method: KNOWN_METHODS.has(method) ? method : "other", route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

const loginFailures = new Counter({
  name: "potentia_login_failures_total",
  help: "Failed staff sign-ins, by reason (unknown_user, disabled, wrong_password, wrong_code, locked)",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export type LoginFailureReason = "unknown_user" | "disabled" | "wrong_password" | "wrong_code" | "locked";

export function countLoginFailure(reason: LoginFailureReason): void {
  loginFailures.inc({ reason });
}

const jobRuns = new Counter({
  name: "potentia_job_runs_total",
  help: "Runs of background jobs, by job and outcome (ok, error)",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

const jobLastSuccess = new Gauge({
  name: "potentia_job_last_success_timestamp_seconds",
  help: "When each background job last ran without error (Unix time)",
  labelNames: ["job"] as const,
  registers: [registry],
});

/** A background job's run; `job` is a fixed name ("mail_outbox", "backup"...). */
export function recordJobRun(job: string, outcome: "ok" | "error", at: Date): void {
  jobRuns.inc({ job, outcome });
  if (outcome === "ok") jobLastSuccess.set({ job }, at.getTime() / 1000);
}

const backupLastSuccess = new Gauge({
  name: "potentia_backup_last_success_timestamp_seconds",
  help: "When this instance last wrote a backup successfully (Unix time); absent until it has",
  registers: [registry],
});

/** The backup job calls this once a backup is complete and safely stored. */
export function recordBackupSuccess(at: Date): void {
  backupLastSuccess.set(at.getTime() / 1000);
}

const mailDeliveries = new Counter({
  name: "potentia_mail_deliveries_total",
  help: "Attempts to send an e-mail of the outbox, by outcome (sent, retry, gave_up)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export function recordMailDelivery(outcome: "sent" | "retry" | "gave_up"): void {
  mailDeliveries.inc({ outcome });
}

const databaseUnavailable = new Counter({
  name: "potentia_database_unavailable_total",
  help: "Requests and jobs that failed because the database could not be reached",
  registers: [registry],
});

export function recordDatabaseUnavailable(): void {
  databaseUnavailable.inc();
}
