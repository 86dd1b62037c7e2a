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
