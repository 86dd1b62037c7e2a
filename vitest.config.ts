import { defineConfig } from "vitest/config";

/**
 * Three projects in one run. `npm test` runs them all on the embedded database, then only "database" again
 * on PostgreSQL (scripts/test.sh): what does not touch a database runs once, and so do the commands run
 * as processes on an embedded DATA_DIR, whatever the database of the run.
 */

/** Tests that open no database: the site, core, and the server's pure modules. */
const UNIT = [
  "app/**/*.test.{ts,tsx}",
  "core/**/*.test.ts",
  "server/industry/{classify,cues,evaluate,external-model,knowledge,known-lookup,match-terms}.test.ts",
  "server/industry/{normalize,reasoning,regional-cues,retail-cues,schema}.test.ts",
  "server/industry/evaluation/blind-set.test.ts",
  "server/industry/knowledge/read-knowledge.test.ts",
  "server/auth/password-policy.test.ts",
  "server/catalog/solutions.test.ts",
  "server/crm/csv.test.ts",
  "server/env.test.ts",
  "server/http/{input,lang,page-redirects,security}.test.ts",
  "server/pages.test.ts",
  "scripts/page-stylesheets.test.ts",
  "scripts/fonts/characters.test.ts",
  "scripts/test-summary.test.ts",
];
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
