// `npm run import -- <file> [<file> <file>] [--sheet companies|contacts|projects]`: imports the CRM
// spreadsheet (the query answer of SPEC.md section 7, or CSV files) whether or not the server runs.
// Up to three files, one per sheet; which sheet a file holds comes from its name (or its header row),
// or from --sheet. Records are matched by their spreadsheet ID: importing the same files again changes
// nothing. A field changed in the CRM since the last import keeps the CRM's value and is listed as a
// conflict with both values; --take-sheet takes the sheet's value for every conflict (decision 022).
// A file that cannot be read changes nothing at all.
// Exit status: 0 imported, 1 refused or failed, 2 wrong usage.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { IMPORT_SHEETS, type ImportSheet } from "#core/domain/crm";
import { connectImporter } from "../server/crm/import-command/connect";
import { formatReport } from "../server/crm/import-command/format-report";
import { parseEnv } from "../server/env";
import { CommandError } from "../server/process/command-error";
import { runMain, UsageError, withCommandConnection } from "../server/process/run-main";

const USAGE = `Usage: npm run import -- <file> [<file> <file>] [--sheet companies|contacts|projects] [--take-sheet]

  Imports the Companies, Contacts and Projects sheets of the CRM spreadsheet: CSV files, or the
  spreadsheet's query answer (JSON wrapped in google.visualization.Query.setResponse(...)).
  Each file's sheet is read from its name (e.g. "Smart CRM - Contacts.csv") or its header row;
  --sheet names it when neither tells. Importing the same files again changes nothing.
  A field changed in the CRM since the last import keeps the CRM's value: the report lists each such
  conflict with both values. --take-sheet takes the sheet's value for all of them instead.`;

function parseArgs(argv: string[]): { files: string[]; sheet: ImportSheet | undefined; takeSheet: boolean } {
  const files: string[] = [];
  let sheet: ImportSheet | undefined;
  let takeSheet = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--sheet" || arg.startsWith("--sheet=")) {
      const value = arg === "--sheet" ? argv[++i] : arg.slice("--sheet=".length);
      if (!IMPORT_SHEETS.includes(value as ImportSheet))
        throw new UsageError(`Unknown sheet "${value ?? ""}".`);
      sheet = value as ImportSheet;
    } else if (arg === "--take-sheet") {
      takeSheet = true;
    } else if (arg.startsWith("-")) {
      throw new UsageError(`Unknown option "${arg}".`);
    } else files.push(arg);
  }
  if (files.length === 0) throw new UsageError("Name at least one file.");
  if (files.length > 3) throw new UsageError("Name at most three files: one per sheet.");
  return { files, sheet, takeSheet };
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const { files, sheet, takeSheet } = parseArgs(argv);
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const read = await Promise.all(
    files.map(async (file) => {
      try {
        return { name: path.basename(file), content: await readFile(path.resolve(cwd, file), "utf8"), sheet };
      } catch (error) {
        throw new CommandError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
      }
    }),
  );
  return withCommandConnection(
    () => connectImporter(parseEnv()),
    async (ops) => {
      const report = await ops.run(read, { takeSheet });
      for (const line of formatReport(report)) console.log(line);
      return 0;
    },
  );
}

await runMain(() => main(process.argv.slice(2)), USAGE);
