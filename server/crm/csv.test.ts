import { describe, expect, it } from "vitest";
import { parseCsv, toCsv, unescapeCell } from "./csv";

describe("CSV", () => {
  it("reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a byte-order mark", () => {
    const rows = parseCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\r\n\r\nlast,\n');
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"\nthere'] },
      { line: 5, cells: ["last", ""] },
    ]);
  });

  it("throws on a quote that never closes, naming its line", () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(/unclosed/);
  });

  it("writes what it reads, and neutralises formulas", () => {
    const text = toCsv([
      ["ID", "Notes"],
      [1, 'He said "yes", then\nleft'],
      [2, '=HYPERLINK("http://evil")'],
      [3, null],
    ]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(text);
    expect(rows.map((r) => r.cells)).toEqual([
      ["ID", "Notes"],
      ["1", 'He said "yes", then\nleft'],
      ["2", '\'=HYPERLINK("http://evil")'],
      ["3", ""],
    ]);
    expect(unescapeCell(rows[2]?.cells[1] ?? "")).toBe('=HYPERLINK("http://evil")');
  });
});
