import type { Fields, Tx } from "../audit";
import { changedFields } from "../audit";
import { type ImportEntity, setRecord } from "./tables";

/** A row already in the database that an imported record may update. */
export interface ExistingRow {
  id: number;
  externalId: string | null;
  version: number;
  fields: Fields;
  /** Its values as last imported (null: never imported since decision 022). */
  imported: Fields | null;
}

/** How one kind of record (company, contact, project) is found and added. */
export interface UpsertSpec<R extends { key: string; row: number; name: string }> {
  entity: ImportEntity;
  /** Rows whose external id is one of `keys`, and rows without one whose id is in `ids` (`crm-12` keys of our export). */
  find(tx: Tx, keys: string[], ids: number[]): Promise<ExistingRow[]>;
  fields(record: R): Fields;
  insert(tx: Tx, rows: { key: string; fields: Fields }[], now: Date): Promise<{ id: number; key: string }[]>;
}

/** A field the CRM changed since the last import and the sheet differs on. */
export interface FieldConflict {
  field: string;
  sheet: unknown;
  crm: unknown;
  /** The sheet's value was taken at once (the import command's --take-sheet). */
  taken?: boolean;
}

/** A record the import added, changed or found in conflict: what its batch keeps for Undo and the report. */
export interface Touched {
  entity: UpsertSpec<never>["entity"];
  entityId: number;
  sheetRow: number;
  label: string;
  added: boolean;
  before: Fields;
  importedBefore: Fields | null;
  version: number;
  versionBefore: number | null;
  conflicts: FieldConflict[];
}

export interface UpsertResult {
  added: number;
  updated: number;
  unchanged: number;
  /** Record key to database id, for the sheets that refer to these records. */
  ids: Map<string, number>;
  audit: { action: string; entityId: number; details: Record<string, unknown> }[];
  touched: Touched[];
}

/** `crm-12`, the id our CSV export gives a record that came from no spreadsheet. */
export function ownId(key: string): number | undefined {
  const match = /^crm-(\d{1,9})$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

const CHUNK = 500;

export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Looks up existing rows for the keys, in chunks, and indexes them by key. */
export async function findExisting<R extends { key: string; row: number; name: string }>(
  tx: Tx,
  spec: UpsertSpec<R>,
  keys: string[],
): Promise<Map<string, ExistingRow>> {
  const byKey = new Map<string, ExistingRow>();
  for (const part of chunks(keys)) {
    const ids = part.map(ownId).filter((id): id is number => id !== undefined);
    for (const row of await spec.find(tx, part, ids)) {
      const key = row.externalId ?? `crm-${row.id}`;
      if (!byKey.has(key) || row.externalId !== null) byKey.set(key, row);
    }
  }
  return byKey;
}

const same = (a: unknown, b: unknown) => Object.is(a ?? null, b ?? null);

/**
 * Compares a sheet's values with the CRM's and the values last imported, field by field (decision 022):
 * the same → nothing; the CRM unchanged since the last import → the sheet's value; else (the CRM changed
 * it, or no last import tells) → a conflict, the CRM's value kept unless `takeSheet`.
 */
export function mergeFields(
  sheet: Fields,
  crm: Fields,
  base: Fields | null,
  takeSheet: boolean,
): { changes: Fields; conflicts: FieldConflict[] } {
  const changes: Fields = {};
  const conflicts: FieldConflict[] = [];
  for (const [field, value] of Object.entries(sheet)) {
    if (same(value, crm[field])) continue;
    if (base && field in base && same(crm[field], base[field])) {
      changes[field] = value;
      continue;
    }
    conflicts.push({ field, sheet: value, crm: crm[field] ?? null, ...(takeSheet ? { taken: true } : {}) });
    if (takeSheet) changes[field] = value;
  }
  return { changes, conflicts };
}

function sameBase(base: Fields | null, next: Fields): boolean {
  return base !== null && Object.keys(next).every((field) => field in base && same(base[field], next[field]));
}

/**
 * Adds new records and merges the sheet into existing ones (mergeFields); each record's last imported
 * values become the sheet's. Importing the same files again changes nothing.
 */
export async function upsertRecords<R extends { key: string; row: number; name: string }>(
  tx: Tx,
  spec: UpsertSpec<R>,
  records: R[],
  options: { source: string; now: Date; takeSheet: boolean },
): Promise<UpsertResult> {
  const { source, now } = options;
  const existing = await findExisting(
    tx,
    spec,
    records.map((r) => r.key),
  );
  const result: UpsertResult = { added: 0, updated: 0, unchanged: 0, ids: new Map(), audit: [], touched: [] };
  const toInsert: { key: string; fields: Fields; record: R }[] = [];
  const touch = (record: R, entityId: number, rest: Partial<Touched> & { version: number }) =>
    result.touched.push({
      entity: spec.entity,
      entityId,
      sheetRow: record.row,
      label: record.name,
      added: false,
      before: {},
      importedBefore: null,
      versionBefore: null,
      conflicts: [],
      ...rest,
    });
  for (const record of records) {
    const fields = spec.fields(record);
    const found = existing.get(record.key);
    if (!found) {
      toInsert.push({ key: record.key, fields, record });
      continue;
    }
    result.ids.set(record.key, found.id);
    const { changes, conflicts } = mergeFields(fields, found.fields, found.imported, options.takeSheet);
    const imported = { ...(found.imported ?? {}), ...fields };
    const diff = changedFields(found.fields, changes);
    const baseMoved = !sameBase(found.imported, fields);
    if (!diff && !baseMoved && conflicts.length === 0) {
      result.unchanged++;
      continue;
    }
    const version = diff ? found.version + 1 : found.version;
    if (diff || baseMoved) {
      await setRecord(
        tx,
        spec.entity,
        found.id,
        { ...diff?.after, imported },
        diff ? { version, now } : undefined,
      );
    }
    touch(record, found.id, {
      before: diff?.before ?? {},
      importedBefore: found.imported,
      version,
      versionBefore: found.version,
      conflicts,
    });
    if (!diff) {
      result.unchanged++;
      continue;
    }
    result.updated++;
    result.audit.push({
      action: `${spec.entity}.import.update`,
      entityId: found.id,
      details: { source, ...diff },
    });
  }
  for (const part of chunks(toInsert)) {
    const inserted = await spec.insert(tx, part, now);
    const byKey = new Map(part.map((item) => [item.key, item]));
    for (const { id, key } of inserted) {
      const item = byKey.get(key);
      result.ids.set(key, id);
      result.added++;
      if (item) touch(item.record, id, { added: true, version: 1 });
      result.audit.push({
        action: `${spec.entity}.import.create`,
        entityId: id,
        details: { source, externalId: key, after: item?.fields ?? {} },
      });
    }
  }
  return result;
}
