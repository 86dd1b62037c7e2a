import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerFile, serverFilePath } from "../../process/server-file";
import { runCommand, spawnServer, startServerProcess, tempDataDir } from "../../test/commands";

/**
 * `npm run staff` as a real process (tsx scripts/staff.ts), on a temporary DATA_DIR: without a server
 * (it opens the embedded database itself) and with a running server (it goes through it); with DATABASE_URL
 * (it connects directly): staff-command-postgres.test.ts.
 */
const PASSWORD = "Harbor-Velvet-Compass-31";
const OTHER_PASSWORD = "Maple-Thunder-Ribbon-64";

const staff = (args: string[], options: { dataDir?: string; input?: string; env?: Record<string, string> }) =>
  runCommand("staff", args, options);
const tempDir = () => tempDataDir("staff");

describe("the staff command without a running server", () => {
  const dataDir = tempDir();

  it("adds the first account as an admin (password from standard input), opening the embedded database itself", async () => {
    const run = await staff(["add", "Ana"], { dataDir, input: `${PASSWORD}\n` });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `No server is running on ${path.resolve(dataDir)}: opened the embedded database directly.`,
    );
    expect(run.stdout).toContain("Added the staff account ana (admin).");
    expect(existsSync(serverFilePath(dataDir))).toBe(false);
  }, 60_000);

  it.each([
    [1, ["add", "bo"], "short-pass\n", "The password must have at least 12 characters."],
    [1, ["add", "bo"], "Password2024!\n", "This password is too common"],
    [1, ["add", "bo"], "", "No password on standard input"],
    [1, ["add", "Not Valid"], `${PASSWORD}\n`, "A username has 2 to 32 characters"],
    [2, ["add"], `${PASSWORD}\n`, "This command needs a username."],
    [2, ["frobnicate"], "", 'Unknown command "frobnicate".'],
    [2, ["add", "bo", "--role", "boss"], `${PASSWORD}\n`, "--role takes one of: viewer, sales, admin."],
    [2, ["add", "bo", "--role"], `${PASSWORD}\n`, "--role takes one of: viewer, sales, admin."],
  ] as const)("exits with %i for %j and says why", async (code, args, input, message) => {
    const run = await staff([...args], { dataDir, input });
    expect(run.code).toBe(code);
    expect(run.stderr).toContain(message);
    expect(run.stdout).not.toContain("Added");
  });

  it("refuses a username that exists", async () => {
    const run = await staff(["add", "ana"], { dataDir, input: `${OTHER_PASSWORD}\n` });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("An account named ana already exists.");
  }, 60_000);

  it("adds later accounts as sales, or in the role --role names (before or after the username)", async () => {
    const sales = await staff(["add", "cvita"], { dataDir, input: `${OTHER_PASSWORD}\n` });
    expect(sales.stdout).toContain("Added the staff account cvita (sales).");
    const viewer = await staff(["add", "--role", "viewer", "dina"], {
      dataDir,
      input: `${OTHER_PASSWORD}\n`,
    });
    expect(viewer.stdout).toContain("Added the staff account dina (viewer).");
    const admin = await staff(["add", "eda", "--role=admin"], { dataDir, input: `${OTHER_PASSWORD}\n` });
    expect(admin.stdout).toContain("Added the staff account eda (admin).");
    const list = await staff(["list"], { dataDir });
    expect(list.stdout).toMatch(/^cvita\s+sales\s+active/m);
    expect(list.stdout).toMatch(/^dina\s+viewer\s+active/m);
    expect(list.stdout).toMatch(/^eda\s+admin\s+active/m);
  }, 120_000);

  it("lists, changes a password, disables, and says what it did", async () => {
    const list = await staff(["list"], { dataDir });
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      /^ana\s+admin\s+active\s+created \d{4}-\d\d-\d\d \d\d:\d\d UTC\s+last login never\s+0 open sessions$/m,
    );

    const password = await staff(["password", "ana"], { dataDir, input: `${OTHER_PASSWORD}\n` });
    expect(password.code).toBe(0);
    expect(password.stdout).toContain("Changed the password of ana; 0 open sessions ended.");

    const disable = await staff(["disable", "ana"], { dataDir });
    expect(disable.stdout).toContain("Disabled ana; 0 open sessions ended.");

    const missing = await staff(["disable", "nobody"], { dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("There is no account named nobody.");
  }, 120_000);
});

describe("the staff command while a server runs on the data directory", () => {
  const dataDir = tempDir();
  let server: ChildProcess;
  let base = "";

  beforeAll(async () => {
    const started = await startServerProcess(dataDir);
    server = started.child;
    base = started.base;
  }, 90_000);
  afterAll(() => {
    if (server.exitCode === null) server.kill("SIGKILL");
  });

  const login = (password: string) =>
    fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "bea", password }),
    });
  const sessionOf = async (cookie: string) =>
    (await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json()).session;

  it("the server holds DATA_DIR/server.json (mode 0600) with its pid, port and a random token", () => {
    const file = readServerFile(dataDir);
    expect(file).toMatchObject({ pid: server.pid, role: "server", host: "127.0.0.1" });
    expect(file?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(serverFilePath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it("adds an account through the server, which can log in at once", async () => {
    const run = await staff(["add", "bea"], { dataDir, input: `${PASSWORD}\n` });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `A server is running on this data directory (pid ${server.pid}, port ${new URL(base).port}): the command went through it.`,
    );
    expect(run.stdout).toContain("Added the staff account bea (admin).");
    expect((await login(PASSWORD)).status).toBe(200);
  }, 60_000);

  it("refuses a common password through the server too", async () => {
    const run = await staff(["add", "cleo"], { dataDir, input: "qwertyuiop123\n" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("too common");
  }, 60_000);

  it("lists through the server, changes the password (ending sessions) and disables", async () => {
    const cookie = (await login(PASSWORD)).headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect((await sessionOf(cookie))?.username).toBe("bea");

    const list = await staff(["list"], { dataDir });
    expect(list.stdout).toContain("went through it");
    expect(list.stdout).toMatch(/^bea\s+admin\s+active\s+.*last login \d{4}-.*2 open sessions$/m);

    const password = await staff(["password", "bea"], { dataDir, input: `${OTHER_PASSWORD}\n` });
    expect(password.stdout).toContain("Changed the password of bea; 2 open sessions ended.");
    expect(await sessionOf(cookie)).toBeNull();
    expect((await login(PASSWORD)).status).toBe(401);

    const fresh = (await login(OTHER_PASSWORD)).headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const disable = await staff(["disable", "bea"], { dataDir });
    expect(disable.stdout).toContain("Disabled bea; 1 open session ended.");
    expect(await sessionOf(fresh)).toBeNull();
    expect((await login(OTHER_PASSWORD)).status).toBe(401);
  }, 120_000);

  it("keeps its admin endpoint to the staff command: token, same machine, no proxy", async () => {
    const token = readServerFile(dataDir)?.token ?? "";
    const admin = (headers: Record<string, string>) => fetch(`${base}/api/auth/admin/staff`, { headers });
    expect((await admin({})).status).toBe(404);
    expect((await admin({ authorization: "Bearer wrong-token" })).status).toBe(404);
    expect((await admin({ authorization: `Bearer ${token}`, "x-forwarded-for": "127.0.0.1" })).status).toBe(
      404,
    );
    const ok = await admin({ authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    expect((await ok.json()).users.map((u: { username: string }) => u.username)).toEqual(["bea"]);
  });

  it("refuses to start a second server on the same data directory", async () => {
    const second = spawnServer(dataDir);
    const code = await new Promise((resolve) => second.child.on("close", resolve));
    expect(code).toBe(1);
    expect(second.output).toContain(`is in use by a running server (pid ${server.pid}`);
    expect(readServerFile(dataDir)?.pid).toBe(server.pid);
  }, 60_000);

  it("removes server.json at a clean stop; the command then opens the database itself and finds the changes", async () => {
    expect((await staff(["disable", "bea"], { dataDir })).stdout).toContain("bea was already disabled.");
    server.kill("SIGTERM");
    const code = await new Promise((resolve) => server.on("exit", resolve));
    expect(code).toBe(0);
    expect(existsSync(serverFilePath(dataDir))).toBe(false);
    const list = await staff(["list"], { dataDir });
    expect(list.stdout).toContain("opened the embedded database directly");
    expect(list.stdout).toMatch(/^bea\s+admin\s+disabled/m);
  }, 60_000);

  it("ignores a server.json left by a process that is gone", async () => {
    server = spawn(process.execPath, ["-e", "process.exit(0)"]);
    await new Promise((resolve) => server.on("exit", resolve));
    writeFileSync(
      serverFilePath(dataDir),
      JSON.stringify({
        pid: server.pid,
        role: "server",
        port: 9,
        host: "127.0.0.1",
        token: "x",
        startedAt: "",
      }),
    );
    const list = await staff(["list"], { dataDir });
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("opened the embedded database directly");
  }, 60_000);
});
