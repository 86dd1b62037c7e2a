import { type DestinationStream, type Logger, pino } from "pino";

/** JSON lines on standard output (or `destination`: tests read what would be written). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service: "potentia" }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
