// The server the end-to-end tests run against: the production build on a fresh embedded database.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "potentia-e2e-"));
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
process.env.TRUST_PROXY = "true";

// Two staff accounts, made with the real staff command before the server holds the database (defaults
// shared with tests/e2e/support/staff.ts): the first is an admin, the second a viewer (team.spec.ts).
const accounts = [
  [process.env.E2E_STAFF_USER ?? "e2e-staff", process.env.E2E_STAFF_PASSWORD ?? "Quiet-Lantern-Orchard-2025"],
  ["e2e-viewer", "Amber-Willow-Signal-2026", "--role", "viewer"],
];
for (const [username, password, ...options] of accounts) {
  const staff = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      fileURLToPath(new URL("../../scripts/staff.ts", import.meta.url)),
      "add",
      username,
      ...options,
    ],
    { input: `${password}\n`, stdio: ["pipe", "inherit", "inherit"] },
  );
  if (staff.status !== 0) process.exit(staff.status ?? 1);
}

await import("../../scripts/start.mjs");
