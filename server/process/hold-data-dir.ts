import { claimDataDir, DataDirBusyError, type DataDirClaim } from "./server-file";

/**
 * A server on the embedded database takes its data directory (DATA_DIR/server.json, mode 0600, with
 * its pid, port and a random admin token for the staff command), or stops with one clear line when
 * another live server holds it. Removed again at a clean stop.
 */
export async function holdDataDir(dataDir: string): Promise<DataDirClaim> {
  try {
    return await claimDataDir(dataDir, "server");
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
