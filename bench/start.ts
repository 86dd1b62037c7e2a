// `npm run bench -- --start-only`: how long a server takes from its process starting to its first answer, and
// its memory then, run the old way (TypeScript sources through the tsx loader) and the built way (the bundle
// `npm run build` writes, on Node alone), alternating on one embedded database (made by a first, unmeasured
// start; each run stops gracefully, as a restart does); median of `runs`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_BUNDLE } from "../scripts/build.mjs";
import { table } from "./table";

interface StartSample {
  ms: number;
  rssMiB: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The resident memory of a process, from Linux's /proc. */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
}

async function startOnce(args: string[], port: number, dataDir: string): Promise<StartSample> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    return { ms, rssMiB: rssMiB(child.pid ?? 0) };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

/** Start time and memory from the sources (tsx) and from the build, alternating `runs` times. */
/** A port no other server on this machine listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function benchStart(buildDir: string, runs: number): Promise<string> {
  const port = await freePort();
  const ways = [
    { name: "sources through tsx (before)", args: ["--import", "tsx", "server/index.ts"] },
    { name: "the build on Node alone (npm start)", args: [path.join(buildDir, SERVER_BUNDLE)] },
  ];
  const samples = ways.map(() => [] as StartSample[]);
  const dataDir = mkdtempSync(path.join(tmpdir(), "potentia-bench-start-"));
  try {
    await startOnce(ways[1]?.args ?? [], port, dataDir);
    for (let run = 0; run < runs; run++) {
      for (const [i, way] of ways.entries()) samples[i]?.push(await startOnce(way.args, port, dataDir));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = ways.map((way, i) => {
    const own = samples[i] ?? [];
    return [way.name, Math.round(median(own.map((s) => s.ms))), Math.round(median(own.map((s) => s.rssMiB)))];
  });
  return `\nServer start (median of ${runs} on one embedded database; to the first answer of /api/health)\n\n${table(["server", "start ms", "memory MiB"], rows)}`;
}
