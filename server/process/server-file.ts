import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The embedded database (PGlite) admits one process per data directory. `DATA_DIR/server.json` says
 * which process holds it: a running server (with its port and a random admin token, so that the staff
 * command can go through it) or a staff command working on the database directly. The file is private
 * to its owner (mode 0600) and removed when the holder stops; a file left by a dead process is ignored.
 */
export const SERVER_FILE = "server.json";

const ServerFileSchema = z.object({
  pid: z.number().int().positive(),
  role: z.enum(["server", "staff-command"]),
  /** Where the server listens, once it does (null while starting, and for a staff command). */
  port: z.number().int().positive().nullable(),
  host: z.string(),
  token: z.string(),
  startedAt: z.string(),
});
export type ServerFile = z.infer<typeof ServerFileSchema>;

export function serverFilePath(dataDir: string): string {
  return path.resolve(dataDir, SERVER_FILE);
}

/** The file's content; undefined when there is none (or it is unreadable as JSON). */
export function readServerFile(dataDir: string): ServerFile | undefined {
  let text: string;
  try {
    text = readFileSync(serverFilePath(dataDir), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    // Not ours to read (another user's server): never guess that nobody holds the database.
    throw new Error(
      `Cannot read ${serverFilePath(dataDir)} (${(error as NodeJS.ErrnoException).code}): run this as the user that runs the server.`,
    );
  }
  try {
    return ServerFileSchema.parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function isProcessAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The file's holder, when it is another process that is still alive. */
export function liveHolder(dataDir: string): ServerFile | undefined {
  const file = readServerFile(dataDir);
  if (!file || file.pid === process.pid || !isProcessAlive(file.pid)) return undefined;
  return file;
}

export class DataDirBusyError extends Error {
  readonly holder: ServerFile;
  constructor(dataDir: string, holder: ServerFile) {
    super(
      holder.role === "server"
        ? `The embedded database in ${path.resolve(dataDir)} is in use by a running server (pid ${holder.pid}${
            holder.port ? `, port ${holder.port}` : ""
          }). Stop it first, or use DATABASE_URL. (If no such process runs, delete ${serverFilePath(dataDir)}.)`
        : `The embedded database in ${path.resolve(dataDir)} is in use by a staff command (pid ${holder.pid}). Try again in a moment.`,
    );
    this.holder = holder;
  }
}

/** Where a client on this machine reaches a server listening on `host`. */
export function loopbackHost(host: string): string {
  if (host === "0.0.0.0" || host === "" || host === "localhost") return "127.0.0.1";
  if (host === "::") return "::1";
  return host;
}

async function answersHealth(file: ServerFile): Promise<boolean> {
  if (!file.port) return false;
  const host = loopbackHost(file.host);
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${file.port}/api/health`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DataDirClaim {
  file: ServerFile;
  /** The server listens now: write its address into the file. */
  listening(port: number, host: string): void;
  /** Removes the file (only if it is still ours). */
  release(): void;
}

function writePrivate(file: string, content: ServerFile, exclusive: boolean): void {
  const text = `${JSON.stringify(content, null, 2)}\n`;
  if (exclusive) {
    writeFileSync(file, text, { flag: "wx", mode: 0o600 });
    return;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { flag: "w", mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * Takes the data directory for this process. Waits (up to `waitMs`) while a staff command holds it
 * or another server is starting; throws DataDirBusyError when a live server holds it (or the wait ends).
 */
export async function claimDataDir(
  dataDir: string,
  role: ServerFile["role"],
  options: { waitMs?: number } = {},
): Promise<DataDirClaim> {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const filePath = serverFilePath(dataDir);
  const deadline = Date.now() + (options.waitMs ?? 30_000);
  const mine: ServerFile = {
    pid: process.pid,
    role,
    port: null,
    host: "127.0.0.1",
    token: randomBytes(32).toString("base64url"),
    startedAt: new Date().toISOString(),
  };
  for (;;) {
    const seen = readServerFile(dataDir);
    const holder = liveHolder(dataDir);
    if (holder) {
      // A staff command never takes the database from a live server: it goes through it instead.
      if (holder.role === "server" && role === "staff-command") throw new DataDirBusyError(dataDir, holder);
      if (holder.role === "server" && holder.port !== null) {
        // A live pid whose port does not answer: a file left by a crash, the pid now someone else's.
        if (await answersHealth(holder)) throw new DataDirBusyError(dataDir, holder);
      } else if (Date.now() < deadline) {
        await sleep(200);
        continue;
      } else {
        throw new DataDirBusyError(dataDir, holder);
      }
    }
    // Absent, unreadable or left by a process that is gone: replace it (if nobody else did meanwhile).
    if (existsSync(filePath) && readServerFile(dataDir)?.pid === seen?.pid) {
      try {
        unlinkSync(filePath);
      } catch {
        // already gone
      }
    }
    try {
      writePrivate(filePath, mine, true);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another process was quicker; look again.
    }
  }
  let current = mine;
  return {
    get file() {
      return current;
    },
    listening(port, host) {
      current = { ...current, port, host };
      writePrivate(filePath, current, false);
    },
    release() {
      if (readServerFile(dataDir)?.pid === process.pid) {
        try {
          unlinkSync(filePath);
        } catch {
          // already gone
        }
      }
    },
  };
}
