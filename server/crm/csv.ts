/**
 * CSV as RFC 4180 writes it: fields separated by commas, quoted when they hold a comma, a quote or a
 * line break, quotes doubled. Read with or without a byte-order mark and with CRLF or LF line ends.
 */

export class CsvError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

/** The rows of a CSV text, each with the line it starts on. Throws CsvError on an unclosed quote. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  let fieldStarted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (ch === ",") {
      cells.push(field);
      field = "";
      fieldStarted = false;
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      cells.push(field);
      if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowLine, cells });
      cells = [];
      field = "";
      fieldStarted = false;
      line++;
      rowLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError("unclosed quote", quoteLine);
  if (fieldStarted || cells.length) {
    cells.push(field);
    rows.push({ line: rowLine, cells });
  }
  return rows;
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text with a byte-order mark (so spreadsheet programs read Arabic and Cyrillic as UTF-8). */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  const lines = rows.map((row) =>
    row
      .map((value) => (value === null || value === undefined ? "" : quote(safeCell(String(value)))))
      .join(","),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Undoes safeCell: an apostrophe before a formula character came from our own export. */
export function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
