// `npm run restore -- <file>`: replaces every row of the database with a backup made by `npm run backup`,
// in one transaction, whether or not the server runs. A file that is not such a backup (or one made for
// another version of the database) is refused with the reason, and nothing is changed.
// Exit status: 0 restored, 1 refused or failed, 2 wrong usage.
import { readFile } from "node:fs/promises";
import { connectBackup } from "../server/backup/backup-command";
import { decodeBackup, NotABackupError } from "../server/backup/backup-format";
import { parseEnv } from "../server/env";
import { CommandError } from "../server/process/command-error";
import { fileArgument, runMain, withCommandConnection } from "../server/process/run-main";

const USAGE = `Usage: npm run restore -- <file>

  Replaces every row of the database with the backup in <file> (made by npm run backup), while the
  server runs or not. A file that is not such a backup is refused, and nothing is changed.`;

async function main(argv: string[]): Promise<number> {
  const file = fileArgument(argv);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new CommandError(
      `Cannot read ${file} (${(error as NodeJS.ErrnoException).code}). Nothing was changed.`,
    );
  }
  let backup: ReturnType<typeof decodeBackup>;
  try {
    backup = decodeBackup(bytes, file);
  } catch (error) {
    if (error instanceof NotABackupError) throw new CommandError(error.message);
    throw error;
  }
  return withCommandConnection(
    () => connectBackup(parseEnv(), "the restore"),
    async (ops) => {
      const result = await ops.restore(backup);
      console.log(
        `Restored ${result.rows} rows of ${result.tables} tables from ${file} (made ${backup.createdAt}).`,
      );
      return 0;
    },
  );
}

await runMain(() => main(process.argv.slice(2)), USAGE);
