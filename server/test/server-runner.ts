import type { ChildProcess } from "node:child_process";
import { readServerFile } from "../process/server-file";
import { spawnServer, tempDataDir } from "./commands";

export interface RunningServer {
  base: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

/**
 * A server process (server/test/server-process.ts) on the embedded database in `dataDir`, or on
 * `env.DATABASE_URL`; resolves once it listens. Logs at info (unless `env` says otherwise), so that the test
 * can read them.
 */
export async function runServer(options: {
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDataDir("server");
  const server = spawnServer(dataDir, { NODE_ENV: "production", LOG_LEVEL: "info", ...options.env });
  const { child } = server;
  const viaUrl = Boolean(options.env?.DATABASE_URL);
  // A port given is known: the server listens once it answers (at any LOG_LEVEL).
  const given = options.env?.PORT && options.env.PORT !== "0" ? options.env.PORT : undefined;
  const answers = (port: string) =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => port,
      () => undefined,
    );
  const deadline = Date.now() + 60_000;
  let port: string | number | undefined;
  for (;;) {
    port = given
      ? await answers(given)
      : viaUrl
        ? /listening on http:\/\/localhost:(\d+)/.exec(server.output)?.[1]
        : (readServerFile(dataDir)?.port ?? undefined);
    if (port) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${server.output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => server.output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}
