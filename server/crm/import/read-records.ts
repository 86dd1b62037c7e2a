import {
  type ImportSheet,
  isCompanyStage,
  isIsoDate,
  isProjectStage,
  isWebUrl,
  LIMITS,
} from "#core/domain/crm";
import { BASE_CURRENCY, isCurrency } from "#core/domain/currency";
import { INDUSTRIES } from "#core/domain/industries";
import type { SheetRow } from "./sheet-table";

/** A row that cannot be imported: the reason is a translation key with its values. */
export interface RowProblem {
  row: number;
  key: string;
  values?: Record<string, string | number>;
}

export interface CompanyRecord {
  row: number;
  key: string;
  name: string;
  industry: string | null;
  stage: string;
  lastContact: string | null;
  nextAction: string | null;
  notes: string | null;
  website: string | null;
  /** Left out (undefined) when the sheet has no such column, so an older sheet changes neither. */
  nextActionDue?: string | null;
  nextActionOwner?: string | null;
}

export interface ContactRecord {
  row: number;
  key: string;
  companyKey: string;
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
}

export interface ProjectRecord {
  row: number;
  key: string;
  companyKey: string;
  name: string;
  dealValue: number | null;
  stage: string;
  startDate: string | null;
  endDate: string | null;
  deliverables: string | null;
  /** Left out when the sheet has no Currency column (SAR for a new project, unchanged for an old one). */
  currency?: string;
}

class Skip extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

const cell = (row: SheetRow, index: number): string | null => row.cells[index] ?? null;

/** A column the spreadsheet's original layout does not have: undefined when the row has no such cell. */
const extra = <T>(row: SheetRow, index: number, read: (value: string | null) => T): { value?: T } =>
  row.cells.length > index ? { value: read(cell(row, index)) } : {};

function currency(value: string | null): string {
  const code = (value ?? BASE_CURRENCY).toUpperCase();
  if (!isCurrency(code)) throw new Skip("pipeline:import.badCurrency", { value: value ?? "" });
  return code;
}

function text(value: string | null, max: number, column: string): string | null {
  if (value === null) return null;
  if (value.length > max) throw new Skip("crm:import.reasons.tooLong", { column });
  return value;
}

/** A date as YYYY-MM-DD, from YYYY-MM-DD (any time after it ignored) or M/D/YYYY (the sheet's US format). */
function date(value: string | null, column: string): string | null {
  if (value === null) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(value)?.[1];
  if (iso && isIsoDate(iso)) return iso;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) {
    const candidate = `${us[3]}-${us[1]?.padStart(2, "0")}-${us[2]?.padStart(2, "0")}`;
    if (isIsoDate(candidate)) return candidate;
  }
  throw new Skip("crm:import.reasons.badDate", { column, value });
}

/** An id as text ("12" for 12 or 12.0). */
function id(value: string | null): string | null {
  if (value === null) return null;
  return /^\d+\.0+$/.test(value) ? value.replace(/\.0+$/, "") : value;
}

function industry(value: string | null): string | null {
  if (value === null) return null;
  return INDUSTRIES.find((i) => i.key.toLowerCase() === value.toLowerCase())?.key ?? value;
}

function website(value: string | null): string | null {
  if (value === null) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (withScheme.length > LIMITS.website || !isWebUrl(withScheme)) {
    throw new Skip("crm:import.reasons.badWebsite", { value });
  }
  return withScheme;
}

function dealValue(value: string | null): number | null {
  if (value === null) return null;
  const cleaned = value.replace(/SAR|ر\.?\s?س\.?|[\s,\u00a0]/gi, "");
  const amount = Number(cleaned);
  if (cleaned === "" || !Number.isFinite(amount) || amount < 0 || amount > LIMITS.dealValue) {
    throw new Skip("crm:import.reasons.badDealValue", { value });
  }
  return Math.round(amount * 100) / 100;
}

function email(value: string | null): string | null {
  if (value === null) return null;
  if (value.length > LIMITS.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new Skip("crm:import.reasons.badEmail", { value });
  }
  return value;
}

function withKey<K extends string, T>(key: K, found: { value?: T }): { [P in K]?: T } {
  return ("value" in found ? { [key]: found.value } : {}) as { [P in K]?: T };
}

function required(value: string | null, key: string): string {
  if (value === null) throw new Skip(key);
  return value;
}

function companyRecord(row: SheetRow): CompanyRecord {
  const name = required(cell(row, 1), "crm:import.reasons.noName");
  const stage = (cell(row, 3) ?? "lead").toLowerCase();
  if (!isCompanyStage(stage)) throw new Skip("crm:import.reasons.badStage", { value: cell(row, 3) ?? "" });
  return {
    row: row.row,
    key: required(id(cell(row, 0)), "crm:import.reasons.noId"),
    name: text(name, LIMITS.name, "company") ?? name,
    industry: text(industry(cell(row, 2)), LIMITS.shortText, "industry"),
    stage,
    lastContact: date(cell(row, 4), "lastContact"),
    nextAction: text(cell(row, 5), LIMITS.shortText, "nextAction"),
    notes: text(cell(row, 6), LIMITS.notes, "notes"),
    website: website(cell(row, 7)),
    ...withKey(
      "nextActionDue",
      extra(row, 8, (v) => date(v, "nextActionDue")),
    ),
    ...withKey(
      "nextActionOwner",
      extra(row, 9, (v) => text(v, LIMITS.shortText, "nextActionOwner")),
    ),
  };
}

function contactRecord(row: SheetRow): ContactRecord {
  const name = required(cell(row, 2), "crm:import.reasons.noName");
  return {
    row: row.row,
    key: required(id(cell(row, 0)), "crm:import.reasons.noId"),
    companyKey: required(id(cell(row, 1)), "crm:import.reasons.noCompanyId"),
    name: text(name, LIMITS.name, "name") ?? name,
    position: text(cell(row, 3), LIMITS.shortText, "position"),
    email: email(cell(row, 4)),
    phone: text(cell(row, 5), LIMITS.phone, "phone"),
  };
}

function projectRecord(row: SheetRow): ProjectRecord {
  const name = required(cell(row, 2), "crm:import.reasons.noName");
  const stageText = cell(row, 4);
  const stage = (stageText ?? "proposal").toLowerCase().replace(/[\s_]+/g, "-");
  if (!isProjectStage(stage)) throw new Skip("crm:import.reasons.badStage", { value: stageText ?? "" });
  return {
    row: row.row,
    key: required(id(cell(row, 0)), "crm:import.reasons.noId"),
    companyKey: required(id(cell(row, 1)), "crm:import.reasons.noCompanyId"),
    name: text(name, LIMITS.name, "name") ?? name,
    dealValue: dealValue(cell(row, 3)),
    stage,
    startDate: date(cell(row, 5), "startDate"),
    endDate: date(cell(row, 6), "endDate"),
    deliverables: text(cell(row, 7), LIMITS.deliverables, "deliverables"),
    ...withKey("currency", extra(row, 8, currency)),
  };
}

const READERS = { companies: companyRecord, contacts: contactRecord, projects: projectRecord };

export type SheetRecord<S extends ImportSheet> = ReturnType<(typeof READERS)[S]>;

/** The rows of a sheet as records; rows that cannot be used (no name, bad values) as problems. */
export function readRecords<S extends ImportSheet>(
  sheet: S,
  rows: SheetRow[],
): { records: SheetRecord<S>[]; problems: RowProblem[] } {
  const records: SheetRecord<S>[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (row.cells.every((value) => value === null)) continue;
    try {
      const record = READERS[sheet](row) as SheetRecord<S>;
      const earlier = seen.get(record.key);
      if (earlier !== undefined) {
        problems.push({
          row: row.row,
          key: "crm:import.reasons.duplicateId",
          values: { id: record.key, earlier },
        });
        continue;
      }
      seen.set(record.key, row.row);
      records.push(record);
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      problems.push({ row: row.row, key: error.key, values: error.values });
    }
  }
  return { records, problems };
}
