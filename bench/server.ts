import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { SERVER_BUNDLE } from "../scripts/build.mjs";

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The built server on `port`, pinned to one core, on `dataDir`'s embedded database; resolves once it answers. */
export async function startBenchServer(options: {
  buildDir: string;
  dataDir: string;
  port: number;
  core: number;
}): Promise<ChildProcess> {
  const child = spawn(
    "taskset",
    ["-c", String(options.core), process.execPath, path.join(options.buildDir, SERVER_BUNDLE)],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATA_DIR: options.dataDir,
        TRUST_PROXY: "true",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitFor(`http://127.0.0.1:${options.port}/api/health`);
  return child;
}
