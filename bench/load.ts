import { spawn } from "node:child_process";

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

/** Runs autocannon in a child process pinned to `core` (the server runs on another core). */
export function runLoad(
  name: string,
  spec: {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    duration: number;
    connections: number;
    varyAddress?: boolean;
  },
  core: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "taskset",
      ["-c", String(core), process.execPath, "--import", "tsx", "bench/load-worker.ts", JSON.stringify(spec)],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`load worker failed for ${name}`));
      resolve({ name, ...(JSON.parse(out.trim().split("\n").pop() ?? "{}") as Omit<LoadResult, "name">) });
    });
  });
}
