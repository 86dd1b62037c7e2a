import type { ImportReport } from "../../../app/domain/crm";

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
  return lines;
}
