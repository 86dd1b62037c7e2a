import type { Env } from "../../env";
import { claimDataDir, DataDirBusyError, liveHolder, type ServerFile } from "../server-file";
import { openLocally } from "./local";
import type { StaffOperations } from "./operations";
import { CommandError } from "./operations";
import { throughServer } from "./remote";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to a minute) for a server that holds the database but is still starting to listen. */
async function listeningHolder(dataDir: string): Promise<(ServerFile & { port: number }) | undefined> {
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
 * How the staff command reaches the database. With DATABASE_URL: directly (PostgreSQL admits many
 * clients). Embedded: through the running server when one holds DATA_DIR (PGlite admits one process),
 * otherwise by opening it itself.
 */
export async function connect(env: Env): Promise<StaffOperations> {
  if (env.DATABASE_URL) return openLocally({ databaseUrl: env.DATABASE_URL });
  for (let attempt = 0; attempt < 5; attempt++) {
    const server = await listeningHolder(env.DATA_DIR);
    if (server) return throughServer(server);
    try {
      const claim = await claimDataDir(env.DATA_DIR, "staff-command");
      return await openLocally({ dataDir: env.DATA_DIR, claim });
    } catch (error) {
      if (error instanceof DataDirBusyError) {
        if (error.holder.role === "server") continue; // a server started meanwhile: go through it
        throw new CommandError(error.message);
      }
      throw error;
    }
  }
  throw new CommandError("The embedded database changed hands repeatedly; try again.");
}
