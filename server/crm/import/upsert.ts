import type { Tx } from "../audit";
import { changedFields } from "../audit";

/** A row already in the database that an imported record may update. */
export interface ExistingRow {
  id: number;
  externalId: string | null;
  version: number;
  fields: Record<string, unknown>;
}

/** How one kind of record (company, contact, project) is found, added and changed. */
export interface UpsertSpec<R extends { key: string; row: number }> {
  entity: "company" | "contact" | "project";
  /** Rows whose external id is one of `keys`, and rows without one whose id is in `ids` (`crm-12` keys of our export). */
  find(tx: Tx, keys: string[], ids: number[]): Promise<ExistingRow[]>;
  fields(record: R): Record<string, unknown>;
  insert(
    tx: Tx,
    rows: { key: string; fields: Record<string, unknown> }[],
    now: Date,
  ): Promise<{ id: number; key: string }[]>;
  update(tx: Tx, id: number, changes: Record<string, unknown>, version: number, now: Date): Promise<void>;
}

export interface UpsertResult {
  added: number;
  updated: number;
  unchanged: number;
  /** Record key to database id, for the sheets that refer to these records. */
  ids: Map<string, number>;
  audit: { action: string; entityId: number; details: Record<string, unknown> }[];
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
export async function findExisting<R extends { key: string; row: number }>(
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

/** Adds new records and updates changed ones; unchanged records are left alone (import is idempotent). */
export async function upsertRecords<R extends { key: string; row: number }>(
  tx: Tx,
  spec: UpsertSpec<R>,
  records: R[],
  source: string,
  now: Date,
): Promise<UpsertResult> {
  const existing = await findExisting(
    tx,
    spec,
    records.map((r) => r.key),
  );
  const result: UpsertResult = { added: 0, updated: 0, unchanged: 0, ids: new Map(), audit: [] };
  const toInsert: { key: string; fields: Record<string, unknown> }[] = [];
  for (const record of records) {
    const fields = spec.fields(record);
    const found = existing.get(record.key);
    if (!found) {
      toInsert.push({ key: record.key, fields });
      continue;
    }
    result.ids.set(record.key, found.id);
    const diff = changedFields(found.fields, fields);
    if (!diff) {
      result.unchanged++;
      continue;
    }
    await spec.update(tx, found.id, diff.after, found.version + 1, now);
    result.updated++;
    result.audit.push({
      action: `${spec.entity}.import.update`,
      entityId: found.id,
      details: { source, ...diff },
    });
  }
  for (const part of chunks(toInsert)) {
    const inserted = await spec.insert(tx, part, now);
    const byKey = new Map(part.map((item) => [item.key, item.fields]));
    for (const { id, key } of inserted) {
      result.ids.set(key, id);
      result.added++;
      result.audit.push({
        action: `${spec.entity}.import.create`,
        entityId: id,
        details: { source, externalId: key, after: byKey.get(key) ?? {} },
      });
    }
  }
  return result;
}
