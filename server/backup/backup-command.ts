import type { Env } from "../env";
import { plainly } from "../process/command-error";
import { type CommandConnection, connectCommand } from "../process/connect-command";
import { backupDatabase } from "./backup-database";
import type { Backup } from "./backup-format";
import { restoreDatabase } from "./restore-database";

export interface BackupOps {
  backup(): Promise<Backup>;
  restore(backup: Backup): Promise<{ tables: number; rows: number }>;
}

/**
 * `npm run backup` and `npm run restore`'s way to the database (see connectCommand): on a database the
 * command opened, or through the running server's loopback admin endpoint.
 */
export function connectBackup(env: Env, what: string): Promise<CommandConnection<BackupOps>> {
  return connectCommand<BackupOps>(env, {
    what,
    existingOnly: true,
    direct: ({ db }) => ({
      backup: () => backupDatabase(db, new Date()),
      restore: (backup) => plainly(() => restoreDatabase(db, backup)),
    }),
    throughServer: (admin) => ({
      backup: () => admin.call<Backup>("/admin/database/backup", { timeoutMs: 300_000 }),
      restore: (backup) =>
        admin.call<{ tables: number; rows: number }>("/admin/database/restore", {
          body: { backup },
          timeoutMs: 300_000,
        }),
    }),
  });
}
