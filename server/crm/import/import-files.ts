import type { ImportReport, ImportSheet } from "#core/domain/crm";
import { auditLog, staffUsers } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Tx } from "../audit";
import type { CrmContext } from "../context";
import { findDuplicates } from "../find-duplicates";
import { looksBinary } from "./binary-file";
import { detectSheet } from "./detect-sheet";
import { parseCsvSheet } from "./parse-csv-sheet";
import { looksLikeGviz, parseGviz } from "./parse-gviz";
import { type CompanyRecord, type RowProblem, readRecords } from "./read-records";
import { recordBatch } from "./record-batch";
import { ImportFileError, type SheetTable } from "./sheet-table";
import { companySpec, contactSpec, projectSpec } from "./specs";
import { chunks, findExisting, type UpsertResult, upsertRecords } from "./upsert";

export interface ImportFile {
  name: string;
  content: string;
  /** Which sheet the file holds; detected from its name or header when not given. */
  sheet?: ImportSheet;
}

const ORDER: ImportSheet[] = ["companies", "contacts", "projects"];

function readFile(file: ImportFile): { sheet: ImportSheet; table: SheetTable } {
  if (file.content.trim() === "") throw new ImportFileError("crm:import.errors.empty");
  if (looksBinary(file.content)) throw new ImportFileError("crm:import.errors.notCsv");
  const table = looksLikeGviz(file.content) ? parseGviz(file.content) : parseCsvSheet(file.content);
  return { sheet: detectSheet(file.sheet, file.name, table.header), table };
}

/**
 * Imports spreadsheet files (query answers or CSV) of the Companies, Contacts and Projects sheets, in
 * that order and in one transaction: a file that cannot be read changes nothing. Records are matched
 * by their spreadsheet id, so importing the same files again changes nothing. A field changed in the CRM
 * since the last import keeps the CRM's value and is reported as a conflict (unless `takeSheet`); the
 * import is kept as a batch for its Undo (decision 022). Every change is audited.
 */
export async function importFiles(
  ctx: CrmContext,
  files: ImportFile[],
  options: { takeSheet?: boolean } = {},
): Promise<ImportReport> {
  const read = files.map((file) => {
    try {
      return { file, ...readFile(file) };
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      const message = ctx.t("crm:import.errors.inFile", {
        file: file.name,
        problem: ctx.t(error.key, error.values),
      });
      throw new AppError(400, "invalid_input", message);
    }
  });
  read.sort((a, b) => ORDER.indexOf(a.sheet) - ORDER.indexOf(b.sheet));

  const report: ImportReport = {
    sheets: [],
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: [],
    conflicts: [],
    batchId: null,
  };
  await ctx.db.transaction(async (tx) => {
    const companyIds = new Map<string, number>();
    const audit: UpsertResult["audit"] = [];
    const touched: UpsertResult["touched"] = [];
    for (const { file, sheet, table } of read) {
      const upsert = { source: file.name, now: ctx.now, takeSheet: options.takeSheet === true };
      const { result, problems } = await importSheet(tx, sheet, table, upsert, companyIds);
      audit.push(...result.audit);
      touched.push(...result.touched);
      report.sheets.push({
        sheet,
        file: file.name,
        added: result.added,
        updated: result.updated,
        unchanged: result.unchanged,
      });
      report.added += result.added;
      report.updated += result.updated;
      report.unchanged += result.unchanged;
      for (const problem of problems.sort((a, b) => a.row - b.row)) {
        report.skipped.push({ sheet, row: problem.row, reason: ctx.t(problem.key, problem.values ?? {}) });
      }
    }
    const batch = await recordBatch(tx, touched, {
      actor: ctx.actor.username,
      at: ctx.now,
      files: read.map((r) => r.file.name),
    });
    report.batchId = batch.batchId;
    report.conflicts = batch.conflicts;
    for (const part of chunks(audit)) {
      await tx.insert(auditLog).values(
        part.map((entry) => ({
          at: ctx.now,
          actor: ctx.actor.username,
          ip: ctx.actor.ip,
          action: entry.action,
          entity: entry.action.split(".")[0] ?? null,
          entityId: String(entry.entityId),
          details: entry.details,
        })),
      );
    }
  });
  return report;
}

/** Reads one sheet's rows and adds or updates its records. */
async function importSheet(
  tx: Tx,
  sheet: ImportSheet,
  table: SheetTable,
  upsert: Parameters<typeof upsertRecords>[3],
  companyIds: Map<string, number>,
): Promise<{ result: UpsertResult; problems: RowProblem[] }> {
  if (sheet === "companies") {
    const read = readRecords("companies", table.rows);
    const known = await withKnownOwners(tx, read.records, read.problems);
    const { records, problems, sameAs } = await withoutDuplicates(tx, known.records, known.problems);
    const result = await upsertRecords(tx, companySpec, records, upsert);
    for (const [key, id] of result.ids) companyIds.set(key, id);
    // A duplicate row's contacts and projects go to the company it duplicates.
    for (const [key, target] of sameAs) {
      const id = typeof target === "number" ? target : result.ids.get(target);
      if (id !== undefined) companyIds.set(key, id);
    }
    return { result, problems };
  }
  if (sheet === "contacts") {
    const { records, problems } = readRecords("contacts", table.rows);
    const resolved = await resolveCompanies(tx, records, companyIds, problems);
    return { result: await upsertRecords(tx, contactSpec, resolved, upsert), problems };
  }
  const { records, problems } = readRecords("projects", table.rows);
  const resolved = await resolveCompanies(tx, records, companyIds, problems);
  return { result: await upsertRecords(tx, projectSpec, resolved, upsert), problems };
}

/**
 * New company rows (not matched by their spreadsheet id) that duplicate an existing company, or an earlier
 * new row of the file, by name key or website host, are not added: each is a problem naming the company it
 * duplicates. `sameAs` maps a skipped row's key to the existing company's id or the earlier row's key.
 */
async function withoutDuplicates(
  tx: Tx,
  records: CompanyRecord[],
  problems: RowProblem[],
): Promise<{ records: CompanyRecord[]; problems: RowProblem[]; sameAs: Map<string, number | string> }> {
  const sameAs = new Map<string, number | string>();
  const existing = await findExisting(
    tx,
    companySpec,
    records.map((r) => r.key),
  );
  const fresh = records.filter((r) => !existing.has(r.key));
  const checks = await findDuplicates(
    tx,
    fresh.map((r) => ({ name: r.name, website: r.website })),
    { limit: 1 },
  );
  const skipped = new Set<CompanyRecord>();
  const earlierByName = new Map<string, CompanyRecord>();
  const earlierByHost = new Map<string, CompanyRecord>();
  fresh.forEach((record, index) => {
    const check = checks[index];
    if (!check) return;
    const match = check.matches[0];
    if (match) {
      skipped.add(record);
      sameAs.set(record.key, match.id);
      problems.push({
        row: record.row,
        key: match.inTrash ? "crm:import.reasons.duplicateInTrash" : "crm:import.reasons.duplicate",
        values: { name: match.name },
      });
      return;
    }
    const earlier =
      (check.nameKey !== null ? earlierByName.get(check.nameKey) : undefined) ??
      (check.host !== null ? earlierByHost.get(check.host) : undefined);
    if (earlier) {
      skipped.add(record);
      sameAs.set(record.key, earlier.key);
      problems.push({
        row: record.row,
        key: "crm:import.reasons.duplicateRow",
        values: { name: earlier.name, earlier: earlier.row },
      });
      return;
    }
    if (check.nameKey !== null) earlierByName.set(check.nameKey, record);
    if (check.host !== null && !earlierByHost.has(check.host)) earlierByHost.set(check.host, record);
  });
  return { records: records.filter((r) => !skipped.has(r)), problems, sameAs };
}

/** A follow-up's owner must be a staff account: rows naming someone else are problems. */
async function withKnownOwners<R extends { row: number; nextActionOwner?: string | null }>(
  tx: Tx,
  records: R[],
  problems: RowProblem[],
): Promise<{ records: R[]; problems: RowProblem[] }> {
  if (!records.some((r) => r.nextActionOwner)) return { records, problems };
  const known = new Set(
    (await tx.select({ username: staffUsers.username }).from(staffUsers)).map((s) => s.username),
  );
  const kept: R[] = [];
  for (const record of records) {
    if (record.nextActionOwner && !known.has(record.nextActionOwner)) {
      problems.push({
        row: record.row,
        key: "pipeline:import.unknownOwner",
        values: { value: record.nextActionOwner },
      });
    } else kept.push(record);
  }
  return { records: kept, problems };
}

/** Gives each contact or project the id of its company (imported now or before); the rest are problems. */
async function resolveCompanies<R extends { companyKey: string; row: number }>(
  tx: Tx,
  records: R[],
  imported: Map<string, number>,
  problems: RowProblem[],
): Promise<(R & { companyId: number })[]> {
  const missing = [...new Set(records.map((r) => r.companyKey).filter((key) => !imported.has(key)))];
  const found = await findExisting(tx, companySpec, missing);
  const resolved: (R & { companyId: number })[] = [];
  for (const record of records) {
    const companyId = imported.get(record.companyKey) ?? found.get(record.companyKey)?.id;
    if (companyId === undefined) {
      problems.push({
        row: record.row,
        key: "crm:import.reasons.companyNotFound",
        values: { id: record.companyKey },
      });
    } else resolved.push({ ...record, companyId });
  }
  return resolved;
}
