import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand, tempDataDir } from "../test/commands";
import { type RunningServer, runServer } from "../test/server-runner";
import { listBackups } from "./backup-files";
import { decodeBackup } from "./backup-format";

/**
 * `npm run backup` and `npm run restore` as real processes on the embedded database, through a running
 * server and without one: a round trip (backup, wipe, restore, every row back), and files that are not
 * backups refused with nothing changed.
 */
const PASSWORD = "Harbor-Velvet-Compass-31";
const files = mkdtempSync(path.join(tmpdir(), "potentia-backups-"));
const fileOf = (name: string) => path.join(files, name);
const tablesOf = (file: string) => decodeBackup(readFileSync(file), file).tables;

describe.skipIf(process.env.TEST_DATABASE_URL)("npm run backup and npm run restore", () => {
  let dataDir = tempDataDir("backup");
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("back up, wipe, restore while the server runs: every row back, the old session valid again", async () => {
    server = await runServer({ dataDir });
    const base = server.base;
    expect((await runCommand("staff", ["add", "ana"], { dataDir, input: `${PASSWORD}\n` })).code).toBe(0);
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "ana", password: PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const company = await fetch(`${base}/api/crm/companies`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ companyName: "Backup Bank", industry: "Technology", notes: "Нота ü" }),
    });
    expect(company.status).toBe(201);
    await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ana", email: "ana@example.com", message: "Hello", elapsedMs: 8000 }),
    });

    const backedUp = await runCommand("backup", [fileOf("first.backup")], { dataDir });
    expect(backedUp.stderr).toBe("");
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(
      /A server is running on this data directory \(pid \d+, port \d+\): the backup went through it\./,
    );
    expect(backedUp.stdout).toMatch(/Backed up \d+ rows of \d+ tables to .*first\.backup/);
    expect(statSync(fileOf("first.backup")).mode & 0o777).toBe(0o600);
    const first = tablesOf(fileOf("first.backup"));
    expect(first.companies).toHaveLength(1);
    expect(first.contact_messages).toHaveLength(1);
    expect(first.sessions).toHaveLength(1);

    // Never overwrites.
    const again = await runCommand("backup", [fileOf("first.backup")], { dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("exists already");

    // Wipe: a new, empty database in place of the old one.
    expect(await server.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
    server = await runServer({ dataDir });
    expect((await fetch(`${server.base}/api/auth/session`, { headers: { cookie } })).ok).toBe(true);
    expect(await (await fetch(`${server.base}/api/auth/session`, { headers: { cookie } })).json()).toEqual({
      session: null,
    });

    const restored = await runCommand("restore", [fileOf("first.backup")], { dataDir });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("the restore went through it.");
    expect(restored.stdout).toMatch(/Restored \d+ rows of \d+ tables from .*first\.backup/);

    expect((await runCommand("backup", [fileOf("second.backup")], { dataDir })).code).toBe(0);
    expect(tablesOf(fileOf("second.backup"))).toEqual(first);
    const session = await (await fetch(`${server.base}/api/auth/session`, { headers: { cookie } })).json();
    expect(session).toMatchObject({ session: { username: "ana" } });
    const list = (await (
      await fetch(`${server.base}/api/crm/companies`, { headers: { cookie } })
    ).json()) as {
      items: { name: string }[];
    };
    expect(list.items.map((item) => item.name)).toEqual(["Backup Bank"]);
  }, 180_000);

  it("refuses a file that is not a backup, says why, and changes nothing", async () => {
    writeFileSync(fileOf("people.csv"), "name,email\nAna,ana@example.com\n");
    writeFileSync(fileOf("other.json.gz"), gzipSync(JSON.stringify({ hello: "world" })));
    for (const [name, why] of [
      ["people.csv", "it is not gzip-compressed"],
      ["other.json.gz", "it lacks the backup's format"],
      ["missing.backup", "Cannot read"],
    ] as const) {
      const run = await runCommand("restore", [fileOf(name)], { dataDir });
      expect(run.code, name).toBe(1);
      expect(run.stderr, name).toContain(why);
      expect(run.stderr, name).toContain("Nothing was changed.");
    }
    expect((await runCommand("backup", [fileOf("third.backup")], { dataDir })).code).toBe(0);
    expect(tablesOf(fileOf("third.backup"))).toEqual(tablesOf(fileOf("second.backup")));
  }, 120_000);

  it("works without a server, opening the embedded database itself", async () => {
    expect(await server?.stop()).toBe(0);
    server = undefined;
    dataDir = tempDataDir("backup-direct");
    // A DATA_DIR with no database (a mistyped path) is refused, named, and left without one.
    for (const [command, args] of [
      ["backup", [fileOf("empty.backup")]],
      ["restore", [fileOf("first.backup")]],
    ] as const) {
      const refused = await runCommand(command, [...args], { dataDir });
      expect(refused.code, command).toBe(1);
      expect(refused.stderr, command).toContain(
        `${path.resolve(dataDir)} holds no database: check DATA_DIR.`,
      );
      expect(refused.stderr, command).toContain("Nothing was changed.");
      expect(existsSync(path.join(dataDir, "pglite")), command).toBe(false);
    }
    expect(existsSync(fileOf("empty.backup"))).toBe(false);
    // Once the database exists (here made by the staff command), the restore opens it itself.
    expect((await runCommand("staff", ["add", "ana"], { dataDir, input: `${PASSWORD}\n` })).code).toBe(0);
    const restored = await runCommand("restore", [fileOf("first.backup")], { dataDir });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toContain("opened the embedded database directly.");
    expect((await runCommand("backup", [fileOf("fourth.backup")], { dataDir })).code).toBe(0);
    expect(tablesOf(fileOf("fourth.backup"))).toEqual(tablesOf(fileOf("first.backup")));
    expect((await runCommand("restore", [], { dataDir })).code).toBe(2);
  }, 120_000);

  it("a server with BACKUP_DIR writes a verified backup at start, and the file restores on a new machine", async () => {
    const source = tempDataDir("backup-scheduled");
    expect(
      (await runCommand("staff", ["add", "ana"], { dataDir: source, input: `${PASSWORD}\n` })).code,
    ).toBe(0);
    const dir = path.join(files, "scheduled");
    const running = await runServer({ dataDir: source, env: { BACKUP_DIR: dir } });
    try {
      const deadline = Date.now() + 60_000;
      while (!running.output().includes("scheduled backup written and verified") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      expect(await running.stop()).toBe(0);
    }
    const [scheduled] = listBackups(dir);
    expect(running.output()).toContain("scheduled backup written and verified");
    expect(listBackups(dir)).toHaveLength(1);
    const file = path.join(dir, scheduled?.file ?? "");
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // The drill: a new machine's database (made by its first staff account), restored from that file.
    const target = tempDataDir("backup-drill");
    expect(
      (await runCommand("staff", ["add", "bob"], { dataDir: target, input: `${PASSWORD}\n` })).code,
    ).toBe(0);
    const restored = await runCommand("restore", [file], { dataDir: target });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect((await runCommand("backup", [fileOf("drill.backup")], { dataDir: target })).code).toBe(0);
    expect(tablesOf(fileOf("drill.backup"))).toEqual(tablesOf(file));
    expect(tablesOf(file).staff_users?.map((user) => user.username)).toEqual(["ana"]);
  }, 180_000);
});
