import "./zod-config";
import { z } from "zod";
import { rowId } from "./row-id";

/**
 * After an import (decision 022): take the sheet's value for some of its conflicts, or undo it all.
 * Messages are translation keys, as in crm.ts.
 */

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
