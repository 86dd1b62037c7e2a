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

const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "true" });
const message = {
  en: "The database is unavailable at the moment. Please try again in a few moments.",
  ar: "قاعدة البيانات غير متاحة حاليًا. يرجى المحاولة مرة أخرى بعد لحظات.",
  sr: "База података тренутно није доступна. Покушајте поново за неколико тренутака.",
} as const;

describe("while the database cannot be reached", () => {
  it("an API request gets a JSON 503 with the translated message and Retry-After", async () => {
    const app = createApp({ env, database, logger: createLogger("silent") });
    for (const lang of ["en", "ar", "sr"] as const) {
      const res = await app.request("http://localhost/api/newsletter", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept-language": lang,
          "x-forwarded-for": "192.0.2.9",
        },
        body: JSON.stringify({ email: "ana@example.com" }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ error: { code: "unavailable", message: message[lang] } });
    }
  });

  it("/api/health answers 503 and says so", async () => {
    const app = createApp({ env, database, logger: createLogger("silent") });
    const res = await app.request("http://localhost/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "unavailable", db: "postgres" });
  });

  it("a page's form post gets the translated 'temporarily unavailable' message", async () => {
    for (const lang of ["en", "ar", "sr"] as const) {
      const services = pageServices(
        { env, database, logger: createLogger("silent"), now: () => new Date() },
        { ip: "192.0.2.10", lang },
      );
      const outcome = await services.newsletter.subscribe({ email: "ana@example.com" });
      expect(outcome).toEqual({
        ok: false,
        status: 503,
        code: "unavailable",
        message: message[lang],
        retryAfterSeconds: 5,
      });
    }
  });
});
