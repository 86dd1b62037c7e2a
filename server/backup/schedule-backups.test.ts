import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../db/schema";
import { registry } from "../metrics/registry";
import { createTestDatabase, type TestDatabase } from "../test/database";
import { backupDatabase } from "./backup-database";
import { backupFileName, pruneBackups } from "./backup-files";
import { decodeBackup } from "./backup-format";
import { backupStatus, nextBackupDue, runScheduledBackup } from "./schedule-backups";

/** Scheduled backups on the real database: written and verified, named by time, pruned, failures reported. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const folder = () => mkdtempSync(path.join(tmpdir(), "potentia-scheduled-"));
const KEEP = { daily: 7, weekly: 4 };

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { logger, lines };
}

describe("a scheduled backup", () => {
  it("is written owner-only under its time, holds every row, and leaves no partial file", async () => {
    await database.db.insert(companies).values({ name: "Scheduled Bank", industry: "Banking" });
    const dir = path.join(folder(), "made-by-the-job");
    const { logger, lines } = capture();
    const at = new Date("2026-11-27T04:05:09Z");
    expect(await runScheduledBackup({ database, logger }, { dir, keep: KEEP }, at)).toBe(true);

    expect(readdirSync(dir)).toEqual(["potentia-2026-11-27T0405Z.backup"]);
    const file = path.join(dir, "potentia-2026-11-27T0405Z.backup");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const written = decodeBackup(readFileSync(file), file);
    expect(written.tables).toEqual((await backupDatabase(database.db, at)).tables);
    expect(written.tables.companies?.map((row) => row.name)).toContain("Scheduled Bank");
    expect(lines.at(-1)).toMatchObject({ msg: "scheduled backup written and verified", file, deleted: 0 });
    expect(backupStatus.lastSuccessAt).toEqual(at);
    const metrics = await registry.metrics();
    expect(metrics).toContain(`potentia_backup_last_success_timestamp_seconds ${at.getTime() / 1000}`);
    expect(metrics).toMatch(/potentia_job_runs_total\{job="backup",outcome="ok"\} [1-9]/);
  });

  it("that cannot be written is logged as failed and counted, and nothing is listed", async () => {
    const dir = path.join(folder(), "not-a-folder");
    writeFileSync(dir, "a file where the folder should be");
    const { logger, lines } = capture();
    const failures = backupStatus.failures;
    const at = new Date("2026-11-28T04:00:00Z");
    expect(await runScheduledBackup({ database, logger }, { dir, keep: KEEP }, at)).toBe(false);
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: "scheduled backup failed", dir });
    expect(String(lines.at(-1)?.reason)).toContain("EEXIST");
    expect(backupStatus.failures).toBe(failures + 1);
    expect(backupStatus.lastFailureAt).toEqual(at);
    expect(await registry.metrics()).toMatch(/potentia_job_runs_total\{job="backup",outcome="error"\} [1-9]/);
  });

  it("is due one interval after the newest in the folder, or at once when there is none", () => {
    const dir = folder();
    const now = new Date("2026-11-27T10:00:00Z");
    const day = 24 * 3_600_000;
    expect(nextBackupDue(dir, day, now)).toEqual(now);
    writeFileSync(path.join(dir, backupFileName(new Date("2026-11-27T04:00:00Z"))), "");
    expect(nextBackupDue(dir, day, now)).toEqual(new Date("2026-11-28T04:00:00Z"));
    writeFileSync(path.join(dir, "notes.txt"), "not a backup");
    expect(nextBackupDue(dir, day, new Date("2026-12-01T00:00:00Z"))).toEqual(
      new Date("2026-12-01T00:00:00Z"),
    );
  });
});

describe("retention", () => {
  it("keeps the newest of each of the last 7 days and of each of the last 4 weeks, nothing else of ours", () => {
    const dir = folder();
    // Twice a day from Monday 2026-10-05 to Friday 2026-11-27 (midnight and noon, UTC).
    const start = Date.parse("2026-10-05T00:00:00Z");
    for (let i = 0; i < 2 * 54; i++) {
      writeFileSync(path.join(dir, backupFileName(new Date(start + i * 12 * 3_600_000))), "");
    }
    writeFileSync(path.join(dir, "keep-me.txt"), "not ours");
    pruneBackups(dir, KEEP);
    expect(readdirSync(dir).sort()).toEqual(
      [
        "keep-me.txt",
        // Weekly: the newest of the weeks of Monday 2 and 9 November (those of the weeks of 16 and 23
        // November, Sunday the 22nd and Friday the 27th, are among the daily ones).
        "potentia-2026-11-08T1200Z.backup",
        "potentia-2026-11-15T1200Z.backup",
        // Daily: the newest of each of the last seven days.
        "potentia-2026-11-21T1200Z.backup",
        "potentia-2026-11-22T1200Z.backup",
        "potentia-2026-11-23T1200Z.backup",
        "potentia-2026-11-24T1200Z.backup",
        "potentia-2026-11-25T1200Z.backup",
        "potentia-2026-11-26T1200Z.backup",
        "potentia-2026-11-27T1200Z.backup",
      ].sort(),
    );
  });
});
