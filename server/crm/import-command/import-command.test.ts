import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerFile } from "../../auth/server-file";

/**
 * `npm run import` as a real process (tsx scripts/import.ts) on a temporary DATA_DIR: without a server
 * (it opens the embedded database itself) and while a server holds it (it goes through the server).
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const FIXTURES = path.join(ROOT, "server/crm/fixtures");
const GVIZ = ["companies.gviz.txt", "contacts.gviz.txt", "projects.gviz.txt"].map((f) =>
  path.join(FIXTURES, f),
);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn", ...extra };
  delete env.DATABASE_URL;
  delete env.INIT_CWD;
  return env;
}

function runImport(args: string[], dataDir: string) {
  return new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/import.ts", ...args], {
      cwd: ROOT,
      env: cleanEnv({ DATA_DIR: dataDir }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const tempDir = () => mkdtempSync(path.join(tmpdir(), "potentia-import-"));

describe("npm run import without a running server", () => {
  const dataDir = tempDir();

  it("imports the three sheets, opening the embedded database itself, and reports what it did", async () => {
    const run = await runImport(GVIZ, dataDir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `No server is running on ${path.resolve(dataDir)}: opened the embedded database directly.`,
    );
    expect(run.stdout).toContain("Added 8, updated 0, unchanged 0, skipped 7.");
    expect(run.stdout).toContain("companies.gviz.txt (companies): added 4, updated 0, unchanged 0");
    expect(run.stdout).toContain("contacts, row 4: company ID 99 was not found");
  }, 180_000);

  it("changes nothing the second time", async () => {
    const run = await runImport(GVIZ, dataDir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Added 0, updated 0, unchanged 8, skipped 7.");
  }, 180_000);

  it.each([
    [
      1,
      [path.join(FIXTURES, "broken.txt")],
      "broken.txt: the file is neither valid JSON nor a spreadsheet query answer.",
    ],
    [1, [path.join(FIXTURES, "missing.csv")], "Cannot read"],
    [2, [], "Usage: npm run import"],
    [2, [path.join(FIXTURES, "data.csv"), "--sheet", "audit"], 'Unknown sheet "audit".'],
  ] as const)(
    "exits with %i for %j and says why",
    async (code, args, message) => {
      const run = await runImport([...args], dataDir);
      expect(run.code).toBe(code);
      expect(`${run.stderr}${run.stdout}`).toContain(message);
    },
    90_000,
  );

  it("takes the sheet from --sheet when neither name nor header tells", async () => {
    const run = await runImport([path.join(FIXTURES, "data.csv"), "--sheet=companies"], tempDir());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("data.csv (companies): added 1");
  }, 180_000);
});

describe("npm run import while a server runs on the data directory", () => {
  const dataDir = tempDir();
  let server: ChildProcess;
  let output = "";
  let port = 0;

  beforeAll(async () => {
    server = spawn(process.execPath, ["--import", "tsx", "server/auth/staff-command/test-server.ts"], {
      cwd: ROOT,
      env: cleanEnv({ DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 170_000;
    for (;;) {
      const file = readServerFile(dataDir);
      if (file?.port) {
        port = file.port;
        break;
      }
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 180_000);
  afterAll(() => {
    if (server.exitCode === null) server.kill("SIGTERM");
  });

  it("goes through the server, and importing again changes nothing", async () => {
    const first = await runImport(GVIZ, dataDir);
    expect(first.stderr).toBe("");
    expect(first.stdout).toContain(
      `A server is running on this data directory (pid ${server.pid}, port ${port}): the import went through it.`,
    );
    expect(first.stdout).toContain("Added 8, updated 0, unchanged 0, skipped 7.");
    const second = await runImport(GVIZ, dataDir);
    expect(second.stdout).toContain("Added 0, updated 0, unchanged 8, skipped 7.");
  }, 180_000);

  it("a bad file through the server: the server's clear error, exit status 1", async () => {
    const run = await runImport([path.join(FIXTURES, "bad-wrapper.txt")], dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("bad-wrapper.txt: this is not a spreadsheet query answer");
  }, 180_000);

  it("the admin endpoint refuses a request without the server's token", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/crm/import`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer wrong" },
      body: JSON.stringify({ files: [{ name: "companies.csv", content: "ID,Company\n1,X\n" }] }),
    });
    expect(res.status).toBe(404);
  });
});
