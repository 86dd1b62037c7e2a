import "./zod-config";
import { z } from "zod";

/** The largest id (and version) a row can have: PostgreSQL's integer. */
export const MAX_ID = 2_147_483_647;

/**
 * A row's id or version as a request names it: a whole number from 1 to MAX_ID; anything else is refused
 * with `message` (a translation key, as the schemas' other messages).
 */
export function rowId(message: string) {
  return z.number(message).int(message).positive(message).max(MAX_ID, message);
}

/** Whether a number read from a form or a URL names a row: rowId's test. */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_ID;
}
