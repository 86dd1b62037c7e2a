import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverFilePath } from "../../process/server-file";
import { runCommand, tempDataDir } from "../../test/commands";
import { createTestDatabase } from "../../test/database";

/**
 * `npm run staff` with DATABASE_URL: it connects to PostgreSQL directly. Only on the PostgreSQL run of the
 * tests (the command on an embedded DATA_DIR is staff-command.test.ts, run once).
 */
const PASSWORD = "Harbor-Velvet-Compass-31";

describe.runIf(process.env.TEST_DATABASE_URL)("the staff command with DATABASE_URL", () => {
  it("connects to PostgreSQL directly, even with a server.json in DATA_DIR", async () => {
    const database = await createTestDatabase();
    try {
      const dataDir = tempDataDir("staff");
      // A live process claiming the embedded database does not matter: PostgreSQL takes many clients.
      writeFileSync(
        serverFilePath(dataDir),
        JSON.stringify({
          pid: process.pid,
          role: "server",
          port: 9,
          host: "127.0.0.1",
          token: "x",
          startedAt: "",
        }),
      );
      const run = await runCommand("staff", ["add", "dora"], {
        dataDir,
        input: `${PASSWORD}\n`,
        env: { DATABASE_URL: database.url ?? "" },
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("DATABASE_URL is set: connected to PostgreSQL directly.");
      const list = await runCommand("staff", ["list"], { env: { DATABASE_URL: database.url ?? "" } });
      expect(list.stdout).toMatch(/^dora\s+admin\s+active/m);
    } finally {
      await database.close();
    }
  }, 60_000);
});
