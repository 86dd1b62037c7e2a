import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { readServerFile } from "../auth/server-file";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

/** The environment of a child process: this one's, without DATABASE_URL unless given. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", NODE_ENV: "production", ...extra };
  if (!("DATABASE_URL" in extra)) delete env.DATABASE_URL;
  return env;
}

/**
 * The real server start (server/start.ts without the site's pages) as a process of its own, on the
 * embedded database in `env.DATA_DIR` or on `env.DATABASE_URL`; resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/auth/staff-command/test-server.ts"], {
    cwd: ROOT,
    env: childEnv({ PORT: env.PORT ?? "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  let base = "";
  for (;;) {
    const port = env.DATA_DIR
      ? readServerFile(env.DATA_DIR)?.port
      : /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) {
      base = `http://127.0.0.1:${port}`;
      break;
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

/** A command of ours (`scripts/<name>.ts`) as a real process, with its standard input. */
export function runScript(
  name: string,
  args: string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      env: childEnv(options.env ?? {}),
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.stdin.end(options.input ?? "");
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
