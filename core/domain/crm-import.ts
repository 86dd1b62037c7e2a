import "./zod-config";
import { z } from "zod";
import { rowId } from "./row-id";

/**
 * After an import (decision 022): take the sheet's value for some of its conflicts, or undo it all.
 * Messages are translation keys, as in crm.ts.
 */

export const IMPORT_SHEETS = ["companies", "contacts", "projects"] as const;
/** The largest import request (JSON holding up to three files). */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

/** POST /api/crm/import: up to three files (one per sheet), their text and, if known, their sheet. */
export const importRequestSchema = z.object({
  files: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(255),
        content: z.string(),
        sheet: z.enum(IMPORT_SHEETS).optional(),
      }),
      "crm:import.errors.noFiles",
    )
    .min(1, "crm:import.errors.noFiles")
    .max(3, "crm:import.errors.tooManyFiles"),
  /** Conflicts take the sheet's value at once (the import command's --take-sheet). */
  takeSheet: z.boolean().optional(),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export type ImportSheet = (typeof IMPORT_SHEETS)[number];

export interface ImportSkip {
  sheet: ImportSheet;
  /** The row's number in the file (1 is the first line or row). */
  row: number;
  reason: string;
}

/**
 * A field the CRM changed since the last import and the sheet differs on (decision 022): the CRM's value
 * was kept. `batchRow` and `field` name it to take the sheet's value; `taken` once it was.
 */
export interface ImportConflict {
  batchRow: number;
  sheet: ImportSheet;
  row: number;
  name: string;
  field: string;
  sheetValue: string | number | null;
  crmValue: string | number | null;
  taken: boolean;
}

export interface ImportReport {
  sheets: { sheet: ImportSheet; file: string; added: number; updated: number; unchanged: number }[];
  added: number;
  updated: number;
  unchanged: number;
  skipped: ImportSkip[];
  conflicts: ImportConflict[];
  /** The import's batch, for its Undo and its conflicts; null when it changed nothing. */
  batchId: number | null;
}

const id = rowId("crm:import.errors.badConflict");

/** POST /api/crm/import/:batch/take-sheet: the conflicts (batch row and field) to take the sheet's value for. */
export const takeSheetSchema = z.object({
  items: z
    .array(
      z.object({ batchRow: id, field: z.string("crm:import.errors.badConflict").max(40) }),
      "crm:import.errors.badConflict",
    )
    .min(1, "crm:import.errors.badConflict")
    .max(5000, "crm:import.errors.badConflict"),
});
export type TakeSheet = z.output<typeof takeSheetSchema>;

export interface TakeSheetResult {
  taken: { batchRow: number; field: string }[];
}

export interface UndoImportResult {
  /** Records put back as they were, and records the import had added, now removed. */
  restored: number;
  removed: number;
}
