import { type Logger, pino } from "pino";

/** JSON lines on standard output. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "potentia" }, timestamp: pino.stdTimeFunctions.isoTime });
}

export type { Logger };
