import path from "node:path";
import { EnvError } from "../env";
import { CommandError } from "./command-error";

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
