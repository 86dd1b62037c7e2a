import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand, startServerProcess, tempDataDir } from "../../test/commands";

/**
 * `npm run import` as a real process (tsx scripts/import.ts) on a temporary DATA_DIR: without a server
 * (it opens the embedded database itself) and while a server holds it (it goes through the server).
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const FIXTURES = path.join(ROOT, "server/crm/fixtures");
const GVIZ = ["companies.gviz.txt", "contacts.gviz.txt", "projects.gviz.txt"].map((f) =>
  path.join(FIXTURES, f),
);

const runImport = (args: string[], dataDir: string) => runCommand("import", args, { dataDir });
const tempDir = () => tempDataDir("import");

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
  let port = 0;

  beforeAll(async () => {
    const started = await startServerProcess(dataDir, 170_000);
    server = started.child;
    port = started.port;
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
