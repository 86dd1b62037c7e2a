/** A sheet read from a file: its header cells and its data rows (the first row already skipped). */
export interface SheetTable {
  header: string[];
  rows: SheetRow[];
}

export interface SheetRow {
  /** Where the row is in the file: its line (CSV) or its position in table.rows (query answer), from 1. */
  row: number;
  /** Cells by column position; null for an empty cell. */
  cells: (string | null)[];
}

/** The problem with a file that cannot be imported at all (nothing is changed). */
export class ImportFileError extends Error {
  readonly key: string;
  readonly values: Record<string, string | number>;
  constructor(key: string, values: Record<string, string | number> = {}) {
    super(key);
    this.key = key;
    this.values = values;
  }
}

/** `Date(2024,0,15)` (months from 0, as JavaScript counts them) as 2024-01-15; other text unchanged. */
export function spreadsheetDate(text: string): string {
  const match = /^Date\((\d{4}),\s*(\d{1,2}),\s*(\d{1,2})(?:,\s*\d+)*\)$/.exec(text.trim());
  if (!match) return text;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${match[1]}-${pad(Number(match[2]) + 1)}-${pad(Number(match[3]))}`;
}
