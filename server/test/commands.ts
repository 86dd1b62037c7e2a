import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readServerFile } from "../process/server-file";

/**
 * Test support for the command-line tools as real processes (`tsx scripts/<name>.ts`) and for a real
 * server process beside them (the server start without the site's pages: no build needed).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The test's environment, quiet, without DATABASE_URL (unless given) and without npm's INIT_CWD. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", ...extra };
  if (!("DATABASE_URL" in extra)) delete env.DATABASE_URL;
  delete env.INIT_CWD;
  return env;
}

/** A fresh, empty data directory. */
export const tempDataDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), `potentia-${prefix}-`));

/** Runs `scripts/<script>.ts` with these arguments, standard input and environment, until it exits. */
export function runCommand(
  script: "staff" | "import" | "backup" | "restore",
  args: string[],
  options: { dataDir?: string; input?: string; env?: Record<string, string> } = {},
): Promise<CommandRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: cleanEnv({ ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}), ...options.env }),
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

/** Spawns a server process on `dataDir` (port chosen by the system); `output` collects what it prints. */
export function spawnServer(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/server-process.ts"], {
    cwd: ROOT,
    env: cleanEnv({ DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const process_ = { child, output: "" };
  child.stdout?.on("data", (chunk) => {
    process_.output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    process_.output += chunk;
  });
  return process_;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
}

/** Starts a server process on `dataDir` and waits until DATA_DIR/server.json says where it listens. */
export async function startServerProcess(dataDir: string, timeoutMs = 60_000): Promise<ServerProcess> {
  const server = spawnServer(dataDir, { NODE_ENV: "production" });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = readServerFile(dataDir);
    if (file?.port) return { child: server.child, port: file.port, base: `http://127.0.0.1:${file.port}` };
    if (server.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${server.output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
