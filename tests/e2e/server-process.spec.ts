import { expect, test } from "@playwright/test";
import { startServerProcess, tempDataDir, waitForExit } from "./support/spawn-server";

test.describe("the server process", () => {
  test.describe.configure({ mode: "serial" });

  test("opens the embedded database again after being killed with SIGKILL", async () => {
    const dataDir = tempDataDir();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect((await (await fetch(`${first.url}/api/health`)).json()).db).toBe("pglite");
    first.child.kill("SIGKILL");
    await waitForExit(first.child);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const health = await (await fetch(`${second.url}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", db: "pglite" });
    second.child.kill("SIGTERM");
    expect(await waitForExit(second.child)).toBe(0);
  });

  test("stops on SIGTERM after finishing the requests in flight", async () => {
    const server = await startServerProcess({ DATA_DIR: tempDataDir() });
    const inFlight = fetch(`${server.url}/`).then((res) => res.status);
    server.child.kill("SIGTERM");
    expect(await inFlight).toBe(200);
    expect(await waitForExit(server.child)).toBe(0);
    expect(server.output()).not.toMatch(/"level":50/);
  });

  test("refuses a bad configuration value with one line naming it", async () => {
    await expect(startServerProcess({ DATA_DIR: tempDataDir(), PORT: "not-a-port" })).rejects.toThrow(
      /Invalid configuration: PORT="not-a-port"/,
    );
  });
});

test("runs on PostgreSQL when DATABASE_URL is set", async () => {
  const admin = process.env.TEST_DATABASE_URL;
  test.skip(!admin, "needs TEST_DATABASE_URL (npm test starts a throwaway PostgreSQL cluster)");
  const { default: postgres } = await import("postgres");
  const sql = postgres(admin ?? "", { max: 1, onnotice: () => {} });
  const name = `potentia_e2e_${Date.now()}`;
  await sql.unsafe(`create database ${name}`);
  const url = new URL(admin ?? "");
  url.pathname = `/${name}`;
  const server = await startServerProcess({ DATA_DIR: tempDataDir(), DATABASE_URL: url.toString() });
  try {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({
      status: "ok",
      db: "postgres",
    });
  } finally {
    server.child.kill("SIGTERM");
    await waitForExit(server.child);
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.end();
  }
});
