import type { ImportConflict, ImportReport } from "#core/domain/crm";

/** The import report as lines for the terminal. */
export function formatReport(report: ImportReport): string[] {
  const lines = [
    `Added ${report.added}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped.length}.`,
  ];
  for (const sheet of report.sheets) {
    lines.push(
      `  ${sheet.file} (${sheet.sheet}): added ${sheet.added}, updated ${sheet.updated}, unchanged ${sheet.unchanged}`,
    );
  }
  if (report.skipped.length) {
    lines.push("Skipped rows:");
    for (const skip of report.skipped) lines.push(`  ${skip.sheet}, row ${skip.row}: ${skip.reason}`);
  }
  const open = report.conflicts.filter((c) => !c.taken);
  const taken = report.conflicts.filter((c) => c.taken);
  if (open.length)
    lines.push(
      "Changed in the CRM since the last import (the CRM's value kept; --take-sheet takes the sheet's):",
    );
  for (const c of open) lines.push(conflictLine(c));
  if (taken.length)
    lines.push("Changed in the CRM since the last import (the sheet's value taken, --take-sheet):");
  for (const c of taken) lines.push(conflictLine(c));
  return lines;
}

const shown = (value: ImportConflict["sheetValue"]) => (value === null ? "(empty)" : JSON.stringify(value));

function conflictLine(c: ImportConflict): string {
  return `  ${c.sheet}, row ${c.row} (${c.name}), ${c.field}: sheet ${shown(c.sheetValue)}, CRM ${shown(c.crmValue)}`;
}
