import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { configWarnings, EnvError, parseEnv } from "./env";
import { startJobs } from "./jobs";
import { createLogger } from "./logger";
import type { PageRenderer } from "./pages";
import { holdDataDir } from "./process/hold-data-dir";

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Starts one server instance: configuration, database (migrated), background jobs, HTTP.
 * SIGTERM and SIGINT stop accepting, let requests in flight finish, then close the database.
 */
export async function startServer(makePages: (dev: boolean) => Promise<PageRenderer | undefined>) {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  for (const warning of configWarnings(env)) logger.warn(warning);
  const dataDir = env.DATABASE_URL ? undefined : await holdDataDir(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  const pages = await makePages(env.NODE_ENV === "development");
  const app = createApp({ env, database, logger, pages });
  const stopJobs = startJobs({ env, database, logger, now: () => new Date() });

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  // An idle keep-alive connection stays open longer than a reverse proxy keeps its own (nginx: 60 s). With Node's
  // 5 s, the server could close a connection just as the proxy (or a client) sent the next request on it: a 502,
  // or ECONNRESET (seen once in CI, from Playwright's request client).
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const address = server.address() as AddressInfo;
  dataDir?.listening(address.port, env.HOST);
  logger.info(
    { port: address.port, db: database.kind, env: env.NODE_ENV },
    `listening on http://localhost:${address.port}`,
  );
  void pages?.staticFiles?.warm();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      // A proxy's keep-alive connections go idle between requests while the server closes: closed as they
      // do, not only once (behind nginx a stop otherwise waited for the forced exit, 1 in 3 times).
      const closeIdle = () => {
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      };
      const idle = setInterval(closeIdle, 50);
      server.close(() => {
        clearInterval(idle);
        resolve();
      });
      closeIdle();
    });
    await stopJobs();
    await database.close();
    dataDir?.release();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  return { server, app, env, logger };
}
