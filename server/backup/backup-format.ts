import { gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";

/** What `npm run backup` writes: every table's rows, gzip-compressed JSON, with the schema it fits. */
export const BACKUP_FORMAT = "potentia-backup";

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  /** How many migrations the database had, and the newest one's time: a backup fits only that schema. */
  schema: z.object({ migrations: z.number().int().nonnegative(), latest: z.string() }),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type Backup = z.infer<typeof backupSchema>;

/** The most a backup may unpack to: just under the longest text Node.js can hold (a larger one is a gzip bomb). */
export const MAX_BACKUP_BYTES = 500 * 2 ** 20;

export class NotABackupError extends Error {}

export function encodeBackup(backup: Backup): Buffer {
  return gzipSync(Buffer.from(JSON.stringify(backup), "utf8"));
}

/** Reads a backup file's bytes; anything else is refused with a message saying why. */
export function decodeBackup(bytes: Buffer, name: string): Backup {
  const refuse = (why: string) =>
    new NotABackupError(`${name} is not a backup made by npm run backup (${why}). Nothing was changed.`);
  let text: string;
  try {
    text = gunzipSync(bytes, { maxOutputLength: MAX_BACKUP_BYTES }).toString("utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_BUFFER_TOO_LARGE")
      throw refuse(`it unpacks to more than ${MAX_BACKUP_BYTES / 2 ** 20} MiB, more than any backup holds`);
    if (code === "Z_BUF_ERROR") throw refuse("it is truncated: the compressed data ends early");
    throw refuse("it is not gzip-compressed");
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse("it does not hold JSON");
  }
  const parsed = backupSchema.safeParse(value);
  if (!parsed.success)
    throw refuse(`it lacks the backup's ${parsed.error.issues[0]?.path.join(".") || "format"}`);
  return parsed.data;
}
