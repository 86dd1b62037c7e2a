import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { pageServices } from "../page-services";
import { unreachableDatabase } from "../test/unreachable-database";
import type { Database } from "./client";

let database: Database;
beforeAll(async () => {
  database = await unreachableDatabase();
});
afterAll(() => database.close());

describe("the log during a database outage", () => {
  it("writes one warning per 5 s with the number of failures since the last one, not one per request", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
    const clock = { now: new Date("2026-11-27T05:00:00Z") };
    const now = () => clock.now;
    const env = parseEnv({ NODE_ENV: "test", TRUST_PROXY: "true" });
    const app = createApp({ env, database, logger, now });
    const services = pageServices({ env, database, logger, now }, { ip: "192.0.2.30", lang: "en" });
    const burst = async (requests: number) => {
      const statuses = await Promise.all(
        Array.from({ length: requests }, (_, i) =>
          Promise.resolve(
            app.request("http://localhost/api/newsletter", {
              method: "POST",
              headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i + 1}` },
              body: JSON.stringify({ email: `ana${i}@example.com` }),
            }),
          ).then((res) => res.status),
        ),
      );
      expect(new Set(statuses)).toEqual(new Set([503]));
    };
    const warnings = () => lines.filter((line) => line.msg === "database unavailable");

    await burst(30);
    expect((await services.newsletter.subscribe({ email: "form@example.com" })).ok).toBe(false);
    clock.now = new Date(clock.now.getTime() + 4_900);
    await burst(19);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: 40, failures: 1, windowSeconds: 5 });

    clock.now = new Date(clock.now.getTime() + 100);
    await burst(1);
    expect(warnings()).toHaveLength(2);
    // 51 failures in all: the first, logged at once, then 50 (the 49 counted meanwhile, and this one).
    expect(warnings()[1]).toMatchObject({ level: 40, failures: 50, windowSeconds: 5 });
    // Each request still has its one access line; nothing else is written (no error, no stack).
    expect(lines.filter((line) => line.msg !== "database unavailable" && line.msg !== "api")).toEqual([]);
  });
});
