import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Folders under DATA_DIR: owner only. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files under DATA_DIR: owner only (the database's files hold password hashes and visitors' e-mails). */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes DATA_DIR private to the user running the process: from now on every file and folder this process
 * creates is readable and writable by its owner only (umask 077: PGlite creates its files with mode 0666
 * otherwise), and whatever an earlier version left readable by others is corrected now.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  restrict(root);
}

function restrict(target: string): void {
  const stats = lstatSync(target, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(target, PRIVATE_DIR_MODE);
    for (const entry of readdirSync(target)) restrict(path.join(target, entry));
  } else if (stats.isFile() && (stats.mode & 0o777) !== PRIVATE_FILE_MODE) {
    chmodSync(target, PRIVATE_FILE_MODE);
  }
}
