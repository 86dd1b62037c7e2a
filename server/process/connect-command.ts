import { existsSync } from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "../db/client";
import type { Env } from "../env";
import { type AdminClient, adminClient, type ListeningServer } from "./admin-client";
import { CommandError } from "./command-error";
import { claimDataDir, DataDirBusyError, type DataDirClaim, liveHolder } from "./server-file";

/** A command's way to the database, whichever it is. */
export interface CommandConnection<T> {
  /** One line saying how the database is reached (printed before the result). */
  route: string;
  ops: T;
  close(): Promise<void>;
}

/** The two ways a command does its work: on a database it opened, or through the running server. */
export interface CommandWays<T> {
  /** Named in the first line when the work goes through the server: "the command", "the import". */
  what: string;
  /** Refuse an embedded DATA_DIR that holds no database yet (backup, restore), rather than creating one. */
  existingOnly?: boolean;
  direct(database: Database): T;
  throughServer(admin: AdminClient): T;
}

/** Whether an embedded data directory holds a database (PGlite's cluster, as openDatabase lays it out). */
const holdsDatabase = (dataDir: string) => existsSync(path.join(dataDir, "pglite", "PG_VERSION"));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to a minute) for a server that holds the database but is still starting to listen. */
async function listeningHolder(dataDir: string): Promise<ListeningServer | undefined> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const holder = liveHolder(dataDir);
    if (holder?.role !== "server") return undefined;
    if (holder.port !== null) return { ...holder, port: holder.port };
    if (Date.now() > deadline) {
      throw new CommandError(
        `A server (pid ${holder.pid}) holds the embedded database but is not listening yet.`,
      );
    }
    await sleep(250);
  }
}

/**
 * How a command-line tool (`npm run staff`, `npm run import`) reaches the database. With DATABASE_URL:
 * directly (PostgreSQL admits many clients). Embedded: through the running server when one holds DATA_DIR
 * (PGlite admits one process), otherwise by opening it itself, holding DATA_DIR/server.json meanwhile so
 * that a server starting now waits.
 */
export async function connectCommand<T>(env: Env, ways: CommandWays<T>): Promise<CommandConnection<T>> {
  if (env.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, max: 2 });
    return {
      route: "DATABASE_URL is set: connected to PostgreSQL directly.",
      ops: ways.direct(database),
      close: () => database.close(),
    };
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const server = await listeningHolder(env.DATA_DIR);
    if (server) {
      return {
        route: `A server is running on this data directory (pid ${server.pid}, port ${server.port}): ${ways.what} went through it.`,
        ops: ways.throughServer(adminClient(server)),
        close: async () => {},
      };
    }
    let claim: DataDirClaim;
    try {
      claim = await claimDataDir(env.DATA_DIR, "staff-command");
    } catch (error) {
      if (error instanceof DataDirBusyError) {
        if (error.holder.role === "server") continue; // a server started meanwhile: go through it
        throw new CommandError(error.message);
      }
      throw error;
    }
    if (ways.existingOnly && !holdsDatabase(env.DATA_DIR)) {
      claim.release();
      throw new CommandError(
        `${path.resolve(env.DATA_DIR)} holds no database: check DATA_DIR. (On a new machine, start the product once with npm start to create the database, then run ${ways.what} again.) Nothing was changed.`,
      );
    }
    let database: Database;
    try {
      database = await openDatabase({ dataDir: env.DATA_DIR });
    } catch (error) {
      claim.release();
      throw error;
    }
    return {
      route: `No server is running on ${path.resolve(env.DATA_DIR)}: opened the embedded database directly.`,
      ops: ways.direct(database),
      close: async () => {
        await database.close();
        claim.release();
      },
    };
  }
  throw new CommandError("The embedded database changed hands repeatedly; try again.");
}
