import { createApp } from "../app";
import { type Env, parseEnv } from "../env";
import { createLogger } from "../logger";
import { createTestDatabase, type TestDatabase } from "./database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  env: Env;
  /** The clock the app reads; tests move it. */
  clock: { now: Date };
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** The real API (no pages) on a fresh real database, called in-process. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  existing?: TestDatabase,
): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "true", ...overrides });
  const database = existing ?? (await createTestDatabase());
  const clock = { now: new Date() };
  const app = createApp({ env, database, logger: createLogger(env.LOG_LEVEL), now: () => clock.now });
  return {
    app,
    database,
    env,
    clock,
    request(path, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
      return Promise.resolve(
        app.request(`http://localhost${path}`, {
          ...rest,
          headers,
          ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        }),
      );
    },
    close: () => (existing ? Promise.resolve() : database.close()),
  };
}
