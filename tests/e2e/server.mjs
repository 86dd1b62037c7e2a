// The server the end-to-end tests run against: the production build on a fresh embedded database.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "potentia-e2e-"));
process.env.HOST = "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
process.env.TRUST_PROXY = "true";
await import("../../scripts/start.mjs");
