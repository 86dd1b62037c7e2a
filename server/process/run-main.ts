import path from "node:path";
import { fileURLToPath } from "node:url";
import { EnvError } from "../env";
import { CommandError } from "./command-error";
import type { CommandConnection } from "./connect-command";

/** Wrong usage of a command: its message, then the usage text; exit status 2. */
export class UsageError extends Error {}

/**
 * Runs a command-line tool's main and sets the exit status: main's (0 done), 2 for wrong usage (with the
 * usage text), 1 for a refusal or a bad configuration (one line, no stack trace) or anything unexpected.
 */
export async function runMain(main: () => Promise<number>, usage: string): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exitCode = 2;
    } else if (error instanceof CommandError || error instanceof EnvError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  }
}

/**
 * A command's one file argument (`npm run backup -- <file>`), resolved against the folder npm was run from
 * (INIT_CWD); anything else is wrong usage.
 */
export function fileArgument(argv: string[]): string {
  const [file] = argv;
  if (argv.length !== 1 || !file || file.startsWith("-"))
    throw new UsageError("This command needs one file.");
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** The project's folder (this file is server/process/run-main.ts). */
const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A command's work on the database: from the project's folder, like `npm start` (relative paths:
 * DATA_DIR, migrations, translations), over the connection `connect` opens (through the running server or
 * on the database itself; it says which), closed again whatever happens.
 */
export async function withCommandConnection<Ops, T>(
  connect: () => Promise<CommandConnection<Ops>>,
  work: (ops: Ops) => Promise<T>,
): Promise<T> {
  process.chdir(PROJECT_DIR);
  const connection = await connect();
  try {
    console.log(connection.route);
    return await work(connection.ops);
  } finally {
    await connection.close();
  }
}
