import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../db/client";
import { backupDatabase } from "./backup-database";
import { decodeBackup, encodeBackup } from "./backup-format";

/** What a scheduled backup is called: `potentia-2026-11-27T0400Z.backup` (UTC), so names sort by time. */
const NAME = /^potentia-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})Z\.backup$/;

export const backupFileName = (at: Date) =>
  `potentia-${at.toISOString().slice(0, 10)}T${at.toISOString().slice(11, 13)}${at.toISOString().slice(14, 16)}Z.backup`;

/** The scheduled backups in `dir` with their times, newest first (other files are never touched). */
export function listBackups(dir: string): { file: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((file) => {
      const match = NAME.exec(file);
      return match ? [{ file, at: new Date(`${match[1]}T${match[2]}:${match[3]}:00Z`) }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

export class BackupVerifyError extends Error {}

/**
 * Writes a backup of every table to `dir` (made if missing, readable by its owner only), under a temporary
 * name first, then reads it back and compares each table's row count before giving it its real name: a
 * backup that is listed is one that was read back whole.
 */
export async function writeVerifiedBackup(
  db: Db,
  dir: string,
  now: Date,
): Promise<{ file: string; rows: number }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const backup = await backupDatabase(db, now);
  const file = path.join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  writeFileSync(partial, encodeBackup(backup), { mode: 0o600 });
  chmodSync(partial, 0o600);
  try {
    const back = decodeBackup(readFileSync(partial), partial);
    for (const [table, rows] of Object.entries(backup.tables)) {
      const read = back.tables[table]?.length;
      if (read !== rows.length) {
        throw new BackupVerifyError(
          `${partial}: ${table} read back ${read ?? "missing"} rows of ${rows.length}`,
        );
      }
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
  return { file, rows };
}

/** Monday of the ISO week a UTC day falls in, as YYYY-MM-DD: the key weekly retention groups by. */
function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Retention: the newest backup of each of the last `daily` days that have one, and the newest of each of
 * the last `weekly` weeks that have one, are kept; the other scheduled backups are deleted. Returns the
 * deleted file names.
 */
export function pruneBackups(dir: string, keep: { daily: number; weekly: number }): string[] {
  const backups = listBackups(dir);
  const kept = new Set<string>();
  const newestPer = (key: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const { file, at } of backups) {
      const k = key(at);
      if (seen.has(k)) continue;
      seen.add(k);
      if (seen.size > count) break;
      kept.add(file);
    }
  };
  newestPer((at) => at.toISOString().slice(0, 10), keep.daily);
  newestPer(weekOf, keep.weekly);
  const deleted = backups.filter(({ file }) => !kept.has(file)).map(({ file }) => file);
  for (const file of deleted) rmSync(path.join(dir, file), { force: true });
  return deleted;
}
