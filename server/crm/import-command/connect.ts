import path from "node:path";
import type { ImportReport } from "../../../app/domain/crm";
import { serverT } from "../../../app/i18n/resources.server";
import {
  claimDataDir,
  DataDirBusyError,
  liveHolder,
  loopbackHost,
  type ServerFile,
} from "../../auth/server-file";
import { openDatabase } from "../../db/client";
import type { Env } from "../../env";
import { AppError } from "../../http/errors";
import { type ImportFile, importFiles } from "../import/import-files";

/** A failure to tell the person at the terminal, in one line. */
export class ImportCommandError extends Error {}

export interface Importer {
  /** How the command reached the database, for its first line of output. */
  route: string;
  run(files: ImportFile[]): Promise<ImportReport>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the import on a database this process opened (PostgreSQL, or the embedded one nobody holds). */
async function importLocally(
  target: { databaseUrl: string } | { dataDir: string },
  files: ImportFile[],
): Promise<ImportReport> {
  const claim = "dataDir" in target ? await claimDataDir(target.dataDir, "staff-command") : undefined;
  try {
    const database = await openDatabase(
      "databaseUrl" in target ? { databaseUrl: target.databaseUrl, max: 2 } : { dataDir: target.dataDir },
    );
    try {
      return await importFiles(
        { db: database.db, actor: { username: "cli", ip: null }, now: new Date(), t: serverT("en") },
        files,
      );
    } catch (error) {
      if (error instanceof AppError) throw new ImportCommandError(error.message);
      throw error;
    } finally {
      await database.close();
    }
  } finally {
    claim?.release();
  }
}

/** Posts the files to the running server's loopback admin endpoint, with the token of DATA_DIR/server.json. */
async function importThroughServer(
  holder: ServerFile & { port: number },
  files: ImportFile[],
): Promise<ImportReport> {
  const host = loopbackHost(holder.host);
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${holder.port}/api/admin/crm/import`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${holder.token}`,
        "accept-language": "en",
        "content-type": "application/json",
      },
      body: JSON.stringify({ files }),
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    throw new ImportCommandError(
      `The server (pid ${holder.pid}) holds the embedded database but did not answer on port ${holder.port} (${
        (error as Error).message
      }). Try again, or stop the server and run the command again.`,
    );
  }
  const answer = (await response.json().catch(() => ({}))) as ImportReport & { error?: { message?: string } };
  if (!response.ok)
    throw new ImportCommandError(answer.error?.message ?? `The server answered HTTP ${response.status}.`);
  return answer;
}

/**
 * How `npm run import` reaches the database: PostgreSQL directly (DATABASE_URL); the embedded database
 * through the server that holds it, when one runs (PGlite admits one process); otherwise by opening it.
 */
export async function connectImporter(env: Env): Promise<Importer> {
  if (env.DATABASE_URL) {
    const databaseUrl = env.DATABASE_URL;
    return {
      route: "DATABASE_URL is set: connected to PostgreSQL directly.",
      run: (files) => importLocally({ databaseUrl }, files),
    };
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    const holder = liveHolder(env.DATA_DIR);
    if (holder?.role === "server" && holder.port !== null) {
      const server = { ...holder, port: holder.port };
      return {
        route: `A server is running on this data directory (pid ${holder.pid}, port ${holder.port}): the import went through it.`,
        run: (files) => importThroughServer(server, files),
      };
    }
    if (holder?.role === "server" && Date.now() < deadline) {
      await sleep(250); // a server that is starting: wait until it listens
      continue;
    }
    if (holder?.role === "server") {
      throw new ImportCommandError(
        `A server (pid ${holder.pid}) holds the embedded database but is not listening yet.`,
      );
    }
    const dataDir = env.DATA_DIR;
    return {
      route: `No server is running on ${path.resolve(dataDir)}: opened the embedded database directly.`,
      run: async (files) => {
        try {
          return await importLocally({ dataDir }, files);
        } catch (error) {
          if (error instanceof DataDirBusyError) throw new ImportCommandError(error.message);
          throw error;
        }
      },
    };
  }
}
