import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { createTestApp, type TestApp } from "../test/app";
import { unreachableDatabase } from "../test/unreachable-database";

const TOKEN = "scrape-token-0123456789abcdef";

async function answer(
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> },
  path: string,
) {
  const res = await app.request(`http://localhost${path}`);
  return { status: res.status, cacheControl: res.headers.get("cache-control"), body: await res.text() };
}

describe("liveness and readiness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("both answer 200 on a reachable, migrated database; /api/health is unchanged", async () => {
    const live = await answer(t.app, "/api/health/live");
    expect(live).toMatchObject({ status: 200, cacheControl: "no-store" });
    expect(JSON.parse(live.body)).toMatchObject({ status: "ok" });
    const ready = await answer(t.app, "/api/health/ready");
    expect(ready).toMatchObject({ status: 200, cacheControl: "no-store" });
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready", db: t.database.kind });
    const health = await answer(t.app, "/api/health");
    expect(health).toMatchObject({ status: 200, cacheControl: "no-store" });
    expect(JSON.parse(health.body)).toMatchObject({ status: "ok", db: t.database.kind });
  });

  it("ready answers 503 while the newest migration is missing (an older schema), live still 200", async () => {
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const ready = await answer(t.app, "/api/health/ready");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "migrations_pending" });
    expect((await answer(t.app, "/api/health/live")).status).toBe(200);
  });
});

describe("during a database outage", () => {
  let database: Database;
  beforeAll(async () => {
    database = await unreachableDatabase();
  });
  afterAll(() => database.close());

  it("live answers 200 without touching the database, ready and /api/health 503, /metrics says it is down", async () => {
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", METRICS_TOKEN: TOKEN });
    const app = createApp({ env, database, logger: createLogger("silent") });
    const live = await answer(app, "/api/health/live");
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toMatchObject({ status: "ok" });
    const ready = await answer(app, "/api/health/ready");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "unavailable", db: "postgres" });
    expect((await answer(app, "/api/health")).status).toBe(503);
    expect(database.poolStats?.()).toMatchObject({ total: 0 });

    const metrics = await app.request("http://localhost/metrics", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^potentia_database_up 0$/m);
    expect(text).toMatch(/^potentia_database_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^potentia_mail_outbox_pending nan$/im);
  });
});
