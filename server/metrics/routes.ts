import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { AppError } from "../http/errors";
import { collectDatabaseMetrics } from "./collect";
import { registry } from "./registry";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the Authorization header carries this bearer token; compared in constant time (of equal-length digests). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics: the instance's metrics in Prometheus text format, for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN`. Without METRICS_TOKEN set, or without the right token, it
 * answers the same 404 as any unknown address (decision 023).
 */
export function metricsRoutes() {
  return new Hono<AppEnv>().get("/metrics", async (c) => {
    const token = c.var.env.METRICS_TOKEN;
    const allowed = token !== undefined && bearerMatches(c.req.header("authorization"), token);
    if (!allowed) throw new AppError(404, "not_found", c.var.t("api.notFound"));
    await collectDatabaseMetrics(c.var.database, c.var.now());
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", registry.contentType);
    return c.body(await registry.metrics());
  });
}
