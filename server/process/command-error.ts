import { AppError } from "../http/errors";

/** A refusal or failure to show to the person at the terminal, in one line (no stack trace). */
export class CommandError extends Error {}

/** Runs a domain function for a command, turning its AppError into a message for the terminal. */
export async function plainly<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(error.message);
    throw error;
  }
}
