import type { ImportSheet } from "#core/domain/crm";
import { ImportFileError } from "./sheet-table";

const SHEETS: ImportSheet[] = ["companies", "contacts", "projects"];

/** The sheet named in a file name ("Smart CRM - Contacts.csv", "projects.json"). */
function fromName(name: string): ImportSheet | undefined {
  const lower = name.toLowerCase();
  return SHEETS.find((sheet) => lower.includes(sheet) || lower.includes(sheet.replace(/ies$|s$/, "")));
}

/** The sheet a header row belongs to: companies name an industry, projects a deal, contacts a position. */
function fromHeader(header: string[]): ImportSheet | undefined {
  const text = header.join(" ").toLowerCase();
  if (/industry/.test(text)) return "companies";
  if (/deal|project/.test(text)) return "projects";
  if (/position|e-?mail|phone/.test(text)) return "contacts";
  return undefined;
}

/** Which of the three sheets a file holds: as chosen, else from its name, else from its header. */
export function detectSheet(
  chosen: ImportSheet | undefined,
  fileName: string,
  header: string[],
): ImportSheet {
  const sheet = chosen ?? fromName(fileName) ?? fromHeader(header);
  if (!sheet) throw new ImportFileError("crm:import.errors.unknownSheet");
  return sheet;
}
