// `npm run backup -- <file>`: writes every row of the database to <file> (gzip-compressed JSON, readable by
// its owner only), whether or not the server runs: through the running server that holds the embedded
// database, or by opening it. On PostgreSQL, pg_dump is the usual tool (see docs/operations.md).
// Exit status: 0 written, 1 refused or failed, 2 wrong usage.
import { writeFile } from "node:fs/promises";
import { connectBackup } from "../server/backup/backup-command";
import { encodeBackup } from "../server/backup/backup-format";
import { parseEnv } from "../server/env";
import { CommandError } from "../server/process/command-error";
import { fileArgument, runMain, withCommandConnection } from "../server/process/run-main";

const USAGE = `Usage: npm run backup -- <file>

  Writes every row of the database to <file> (a new file: an existing one is never overwritten),
  while the server runs or not. Restore it with npm run restore -- <file>.`;

async function main(argv: string[]): Promise<number> {
  const file = fileArgument(argv);
  return withCommandConnection(
    () => connectBackup(parseEnv(), "the backup"),
    async (ops) => {
      const backup = await ops.backup();
      const bytes = encodeBackup(backup);
      try {
        await writeFile(file, bytes, { mode: 0o600, flag: "wx" });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new CommandError(
          code === "EEXIST" ? `${file} exists already: name a new file.` : `Cannot write ${file} (${code}).`,
        );
      }
      const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
      const tables = Object.keys(backup.tables).length;
      console.log(
        `Backed up ${rows} rows of ${tables} tables to ${file} (${Math.ceil(bytes.length / 1024)} kB).`,
      );
      return 0;
    },
  );
}

await runMain(() => main(process.argv.slice(2)), USAGE);
