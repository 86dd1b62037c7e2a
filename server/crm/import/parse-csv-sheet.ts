import { CsvError, parseCsv, unescapeCell } from "../csv";
import { ImportFileError, type SheetTable, spreadsheetDate } from "./sheet-table";

/** A CSV file of one sheet: the first line is its header; empty cells become null. */
export function parseCsvSheet(text: string): SheetTable {
  let lines: ReturnType<typeof parseCsv>;
  try {
    lines = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError("crm:import.errors.badCsv", { row: error.line });
    throw error;
  }
  if (lines.length === 0) throw new ImportFileError("crm:import.errors.empty");
  const [first, ...rest] = lines;
  return {
    header: first?.cells.map((cell) => cell.trim()) ?? [],
    rows: rest.map(({ line, cells }) => ({
      row: line,
      cells: cells.map((cell) => {
        const text = spreadsheetDate(unescapeCell(cell)).trim();
        return text === "" ? null : text;
      }),
    })),
  };
}
