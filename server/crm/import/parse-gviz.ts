import { ImportFileError, type SheetRow, type SheetTable, spreadsheetDate } from "./sheet-table";

/** The wrapper around a spreadsheet query answer: 47 characters before the JSON and 2 after. */
const PREFIX = "/*O_o*/\ngoogle.visualization.Query.setResponse(";
const SUFFIX = ");";

export function looksLikeGviz(text: string): boolean {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  return start.startsWith("/*O_o*/") || start.startsWith("google.visualization") || start.startsWith("{");
}

interface GvizCell {
  v?: unknown;
  f?: unknown;
}

/** A cell's value as text: dates as YYYY-MM-DD, whole numbers without a decimal point, empty as null. */
function cellText(cell: GvizCell | null | undefined): string | null {
  if (!cell || cell.v === null || cell.v === undefined) {
    return typeof cell?.f === "string" && cell.f.trim() ? cell.f.trim() : null;
  }
  const { v } = cell;
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : null;
  if (typeof v === "boolean") return String(v);
  if (typeof v === "string") {
    const text = spreadsheetDate(v).trim();
    return text === "" ? null : text;
  }
  return null;
}

/**
 * Reads the answer of the spreadsheet's query endpoint (SPEC.md section 7, calls 3 to 6): strips the
 * 47-character prefix and 2-character suffix, parses the JSON, takes table.rows and skips the first row.
 */
export function parseGviz(text: string): SheetTable {
  let body = text.replace(/^\uFEFF/, "").trim();
  if (body.startsWith("/*O_o*/")) {
    const normalised = body.replace(/^\/\*O_o\*\/\s*/, "/*O_o*/\n");
    if (!normalised.startsWith(PREFIX) || !normalised.endsWith(SUFFIX)) {
      throw new ImportFileError("crm:import.errors.badWrapper");
    }
    body = normalised.slice(PREFIX.length, -SUFFIX.length);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ImportFileError("crm:import.errors.badJson");
  }
  const answer = parsed as { status?: unknown; errors?: unknown; table?: { cols?: unknown; rows?: unknown } };
  if (answer?.status === "error") throw new ImportFileError("crm:import.errors.queryError");
  const table = answer?.table;
  if (!table || !Array.isArray(table.rows)) throw new ImportFileError("crm:import.errors.noTable");
  const rows: SheetRow[] = table.rows.map((row: unknown, index: number) => {
    const cells = (row as { c?: unknown })?.c;
    if (!Array.isArray(cells)) throw new ImportFileError("crm:import.errors.badRow", { row: index + 1 });
    return { row: index + 1, cells: cells.map((cell) => cellText(cell as GvizCell | null)) };
  });
  const labels = Array.isArray(table.cols)
    ? table.cols.map((col) => String((col as { label?: unknown })?.label ?? "").trim())
    : [];
  const header = labels.some(Boolean) ? labels : (rows[0]?.cells.map((cell) => cell ?? "") ?? []);
  return { header, rows: rows.slice(1) };
}
