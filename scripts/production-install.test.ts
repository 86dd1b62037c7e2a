import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildIfNeeded } from "./build-if-needed.mjs";

/**
 * A production host's install: the tracked files and a build, `npm ci --omit=dev`, then `npm start`. It serves
 * the pages and the API with no dev dependency installed and without building or loading TypeScript.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const host = mkdtempSync(path.join(tmpdir(), "potentia-production-"));
let server: ChildProcess | undefined;
afterAll(async () => {
  // npm runs the server as its own child: stop the whole process group, then make sure nothing of it is left.
  const pid = server?.pid;
  if (server && pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(-pid, "SIGTERM");
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 500));
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // the group has ended
    }
  }
  rmSync(host, { recursive: true, force: true });
}, 180_000);

describe.skipIf(process.env.TEST_DATABASE_URL)("npm ci --omit=dev, then npm start, on a built tree", () => {
  it("serves the site and the API from the build, on Node alone", async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    const buildDir = await buildIfNeeded().finally(() => process.chdir(previous));
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .split("\0")
      .filter((file) => file && existsSync(path.join(ROOT, file)));
    for (const file of files) cpSync(path.join(ROOT, file), path.join(host, file));
    cpSync(path.join(ROOT, buildDir), path.join(host, "build"), { recursive: true });

    execFileSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], { cwd: host, stdio: "pipe" });
    for (const devOnly of ["@react-router/dev", "vite", "vitest", "@biomejs/biome"]) {
      expect(existsSync(path.join(host, "node_modules", devOnly)), devOnly).toBe(false);
    }

    const { BUILD_DIR: _ignored, ...withoutBuildDir } = process.env;
    let output = "";
    server = spawn("npm", ["start"], {
      cwd: host,
      detached: true,
      env: {
        ...withoutBuildDir,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: path.join(host, "data"),
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    let base = "";
    const deadline = Date.now() + 120_000;
    while (!base) {
      const port = output.match(/"port":(\d+)/)?.[1];
      if (port) base = `http://127.0.0.1:${port}`;
      else if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`npm start failed:\n${output}`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }

    expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({ status: "ok", db: "pglite" });
    const page = await fetch(`${base}/sr/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="sr-Cyrl" dir="ltr"');
    expect(output).not.toContain("Building");
    expect(output).not.toMatch(/tsx|ERR_MODULE_NOT_FOUND/);
    // The server process is Node running the bundle: no TypeScript loader among its arguments.
    const serverArgs = execFileSync("ps", ["-o", "args=", "--ppid", String(server.pid)], {
      encoding: "utf8",
    });
    expect(serverArgs).toContain("scripts/start.mjs");
    expect(serverArgs).not.toContain("tsx");
  }, 300_000);
});
