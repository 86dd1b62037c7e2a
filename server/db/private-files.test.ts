import { chmodSync, lstatSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../test/commands";
import { runServer } from "../test/server-runner";

/** Every folder and file under `root`, with its permission bits. */
function modes(root: string): { path: string; dir: boolean; mode: number }[] {
  const found: { path: string; dir: boolean; mode: number }[] = [];
  const walk = (target: string) => {
    const stats = lstatSync(target);
    found.push({
      path: path.relative(root, target) || ".",
      dir: stats.isDirectory(),
      mode: stats.mode & 0o777,
    });
    if (stats.isDirectory()) for (const entry of readdirSync(target)) walk(path.join(target, entry));
  };
  walk(root);
  return found;
}

function notPrivate(root: string): string[] {
  return modes(root)
    .filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))
    .map((entry) => `${entry.path} ${entry.mode.toString(8)}`);
}

async function useTheServer(base: string, n: number) {
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ana",
        email: `ana${n}.${i}@example.com`,
        message: "Hello",
        elapsedMs: 8000,
      }),
    });
    expect(res.status).toBe(201);
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL)("DATA_DIR is private to its owner", () => {
  it("every folder is 0700 and every file 0600 after a run of the server and the commands, and an older install is corrected at start", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "potentia-modes-")), "data");

    // A command on a new data directory (it opens the database itself), then a server and a command through it.
    const added = await runCommand("staff", ["add", "ana"], {
      env: { DATA_DIR: dataDir },
      input: "Harbor-Velvet-Compass-31\n",
    });
    expect(added.code, added.stderr).toBe(0);
    let server = await runServer({ dataDir });
    await useTheServer(server.base, 1);
    const listed = await runCommand("staff", ["list"], { env: { DATA_DIR: dataDir } });
    expect(listed.code, listed.stderr).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(await server.stop()).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);
    expect(modes(dataDir).filter((entry) => !entry.dir).length).toBeGreaterThan(100);

    // An install made before: everything readable and writable by anyone.
    for (const entry of modes(dataDir)) chmodSync(path.join(dataDir, entry.path), entry.dir ? 0o777 : 0o666);
    chmodSync(dataDir, 0o755);
    server = await runServer({ dataDir });
    expect(notPrivate(dataDir)).toEqual([]);
    await useTheServer(server.base, 2);
    expect(await server.stop()).toBe(0);
    expect(notPrivate(dataDir)).toEqual([]);
  }, 120_000);
});
