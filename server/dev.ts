import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { parseEnv } from "./env";
import { startJobs } from "./jobs";
import { createLogger } from "./logger";
import { createPageRenderer } from "./pages";
import { holdDataDir } from "./process/hold-data-dir";

/**
 * Development: one process, Vite (hot reload, in middleware mode) in front of the same Hono app
 * that production runs. Server code changes restart it (tsx watch); app code reloads in place.
 */
const env = parseEnv({ NODE_ENV: "development", ...process.env });
const logger = createLogger(env.LOG_LEVEL);
const dataDir = env.DATABASE_URL ? undefined : await holdDataDir(env.DATA_DIR);
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const pages = createPageRenderer({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  mode: "development",
});
const app = createApp({ env, database, logger, pages });
const stopJobs = startJobs({ env, database, logger, now: () => new Date() });
const listener = getRequestListener(app.fetch);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(env.PORT, env.HOST, () => {
  dataDir?.listening(env.PORT, env.HOST);
  logger.info(`dev server on http://localhost:${env.PORT}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    server.close();
    await vite.close();
    await stopJobs();
    await database.close();
    dataDir?.release();
    process.exit(0);
  });
}
