import http from "node:http";
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
    // A request whose headers have reached the server but whose body is still coming: it is in flight
    // when SIGTERM arrives, and must still be answered (and its message stored) before the server stops.
    const body = JSON.stringify({
      name: "In Flight",
      email: "in.flight@example.com",
      message: "Sent while the server was asked to stop.",
      elapsedMs: 5000,
    });
    const request = http.request(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const status = new Promise<number | undefined>((resolve, reject) => {
      request.on("response", (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    request.end(body.slice(10));
    expect(await status).toBe(201);
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
  const { default: pg } = await import("pg");
  const sql = new pg.Client({ connectionString: admin ?? "" });
  await sql.connect();
  const name = `potentia_e2e_${Date.now()}`;
  await sql.query(`create database ${name}`);
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
    await sql.query(`drop database if exists ${name} with (force)`);
    await sql.end();
  }
});
