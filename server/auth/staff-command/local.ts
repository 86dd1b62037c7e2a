import path from "node:path";
import { serverT } from "../../../app/i18n/resources.server";
import { type Database, openDatabase } from "../../db/client";
import { AppError } from "../../http/errors";
import type { AccountContext } from "../account-context";
import { addStaffUser } from "../add-staff-user";
import { changeStaffPassword } from "../change-staff-password";
import { listStaffUsers } from "../list-staff-users";
import type { DataDirClaim } from "../server-file";
import { setStaffActive } from "../set-staff-active";
import { CommandError, type StaffOperations } from "./operations";

/** Runs a domain function, turning its AppError into a message for the terminal. */
async function plainly<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(error.message);
    throw error;
  }
}

/**
 * The database opened by the command itself: PostgreSQL (DATABASE_URL), or the embedded database when
 * no server holds it (the command holds DATA_DIR/server.json meanwhile, so a server starting now waits).
 */
export async function openLocally(
  target: { databaseUrl: string } | { dataDir: string; claim: DataDirClaim },
): Promise<StaffOperations> {
  let database: Database;
  try {
    database = await openDatabase(
      "databaseUrl" in target ? { databaseUrl: target.databaseUrl, max: 2 } : { dataDir: target.dataDir },
    );
  } catch (error) {
    if ("claim" in target) target.claim.release();
    throw error;
  }
  const ctx = (): AccountContext => ({ db: database.db, now: new Date(), t: serverT("en"), actor: "cli" });
  const route =
    "databaseUrl" in target
      ? "DATABASE_URL is set: connected to PostgreSQL directly."
      : `No server is running on ${path.resolve(target.dataDir)}: opened the embedded database directly.`;
  return {
    route,
    list: () => listStaffUsers(database.db, new Date()),
    add: (username, password) => plainly(() => addStaffUser(ctx(), { username, password })),
    setActive: (username, active) => plainly(() => setStaffActive(ctx(), { username, active })),
    changePassword: (username, password) => plainly(() => changeStaffPassword(ctx(), { username, password })),
    close: async () => {
      await database.close();
      if ("claim" in target) target.claim.release();
    },
  };
}
