import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The newest installed PostgreSQL's programs (Debian's layout), or undefined. */
export function postgresBin(): string | undefined {
  try {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
    const newest = versions.at(-1);
    return newest ? `/usr/lib/postgresql/${newest}/bin` : undefined;
  } catch {
    return undefined;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ThrowawayPostgres {
  url: string;
  /** Kills the server at once, as a crash would (`pg_ctl stop -m immediate`). */
  kill(): void;
  start(): void;
  remove(): void;
}

/**
 * A PostgreSQL cluster of one test's own (initdb + pg_ctl, as scripts/test.sh starts one), on a free port,
 * that the test may kill and start again. Run as user postgres when the tests run as root.
 */
export async function createThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "potentia-outage-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, program);
    const fullArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args;
    execFileSync(command, fullArgs, { stdio: "ignore" });
  };
  const port = await freePort();
  run("initdb", ["-D", dir, "-A", "trust", "-U", "postgres"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run("pg_ctl", ["-D", dir, "-w", "-l", path.join(dir, "server.log"), "-o", options, "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill: () => run("pg_ctl", ["-D", dir, "-m", "immediate", "stop"]),
    start,
    remove: () => {
      try {
        run("pg_ctl", ["-D", dir, "-m", "immediate", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
