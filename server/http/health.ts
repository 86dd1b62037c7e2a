import { Hono } from "hono";
import pkg from "../../package.json" with { type: "json" };
import { ping } from "../db/client";
import { migrationsApplied } from "../db/migrations-state";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { AppEnv } from "./context";

/**
 * The health checks, under /api/health:
 * - `/api/health`: the database answers (503 otherwise), with its kind and the version (as it always was);
 * - `/api/health/live`: the process answers requests; never touches the database, so that a database outage
 *   does not get healthy instances restarted (a liveness probe);
 * - `/api/health/ready`: the database answers and has every migration of this code: send traffic here
 *   (a readiness probe, or the proxy's check); 503 otherwise, saying which.
 */
export function healthRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    })
    .get("/", async (c) => {
      const answer = { db: c.var.database.kind, version: pkg.version };
      try {
        await ping(c.var.db, 2000);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return c.json({ status: "unavailable" as const, ...answer }, 503);
      }
      return c.json({ status: "ok" as const, ...answer });
    })
    .get("/live", (c) => c.json({ status: "ok" as const, version: pkg.version }))
    .get("/ready", async (c) => {
      const answer = { db: c.var.database.kind, version: pkg.version };
      let migrated: boolean;
      try {
        await ping(c.var.db, 2000);
        migrated = await migrationsApplied(c.var.db);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return c.json({ status: "unavailable" as const, ...answer }, 503);
      }
      if (!migrated) return c.json({ status: "migrations_pending" as const, ...answer }, 503);
      return c.json({ status: "ready" as const, ...answer });
    });
}
