import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Three projects in one run. `npm test` runs them all on the embedded database, then only "database" again
 * on PostgreSQL (scripts/test.sh): what does not touch a database runs once, and so do the commands run
 * as processes on an embedded DATA_DIR, whatever the database of the run.
 */

/** A test that opens a database imports the test helpers: a `test/` module or a `test-support` one. */
const OPENS_DATABASE = /from "(?:\.{1,2}\/)+(?:[\w-]+\/)*(?:test\/[\w-]+|[\w-]*test-support)(?:\.ts)?"/;

/** The server's and the scripts' tests that open no database (found by their imports, not kept by hand). */
function testsWithoutDatabase(): string[] {
  return ["server", "scripts"].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts"))
      .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
      .filter((file) => !OPENS_DATABASE.test(readFileSync(file, "utf8"))),
  );
}

/** Commands run as processes on an embedded DATA_DIR (or skipped on PostgreSQL): the same on either run. */
const COMMANDS = [
  "server/auth/staff-command/staff-command.test.ts",
  "server/auth/staff-command/mfa-command.test.ts",
  "server/backup/backup-command.test.ts",
  "server/crm/import-command/import-command.test.ts",
  "server/db/outage.test.ts",
  "server/db/private-files.test.ts",
  "scripts/production-install.test.ts",
];

/** Tests that open no database: the site, core, and the server's and scripts' pure modules. */
const UNIT = [
  "app/**/*.test.{ts,tsx}",
  "core/**/*.test.ts",
  ...testsWithoutDatabase().filter((file) => !COMMANDS.includes(file)),
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: UNIT } },
      {
        extends: true,
        test: {
          name: "database",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...UNIT, ...COMMANDS],
          globalSetup: ["server/test/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: { name: "commands", include: COMMANDS, globalSetup: ["server/test/global-setup.ts"] },
      },
    ],
  },
});
