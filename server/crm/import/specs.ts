import { and, inArray, isNull, or, sql } from "drizzle-orm";
import type { companies } from "../../db/schema";
import type { Fields } from "../audit";
import { dealFromStatus } from "../deal-values";
import { storedNextAction } from "../next-action";
import type { CompanyRecord, ContactRecord, ProjectRecord } from "./read-records";
import { type ImportEntity as Entity, IMPORT_TABLES, type ImportTable as Table } from "./tables";
import type { ExistingRow, UpsertSpec } from "./upsert";

/** externalId in keys, or (no externalId and) id in ids. */
function keyCondition(table: Table, keys: string[], ids: number[]) {
  const byKey = keys.length ? inArray(table.externalId, keys) : undefined;
  const byId = ids.length ? and(isNull(table.externalId), inArray(table.id, ids)) : undefined;
  return or(byKey, byId) ?? sql`false`;
}

const COMPANY_FIELDS = [
  "name",
  "industry",
  "stage",
  "lastContact",
  "nextAction",
  "notes",
  "website",
  "nextActionDue",
  "nextActionOwner",
] as const;
const CONTACT_FIELDS = ["companyId", "name", "position", "email", "phone"] as const;
const PROJECT_FIELDS = [
  "companyId",
  "name",
  "dealValue",
  "stage",
  "startDate",
  "endDate",
  "deliverables",
  "currency",
] as const;

/** The imported fields of one kind of record, as a spreadsheet row gives them and as the database holds them. */
export const IMPORT_FIELDS: Record<Entity, readonly string[]> = {
  company: COMPANY_FIELDS,
  contact: CONTACT_FIELDS,
  project: PROJECT_FIELDS,
};

const pick = (source: Record<string, unknown>, names: readonly string[]): Fields =>
  Object.fromEntries(names.map((name) => [name, source[name] ?? null]));

/** A sheet row's fields; a column the sheet does not have (undefined) is left out, so it changes nothing. */
const given = (source: Record<string, unknown>, names: readonly string[]): Fields =>
  Object.fromEntries(names.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]));

/** The fields as compared with a sheet's: a deal value (numeric) as a number. */
export function comparable(row: Record<string, unknown>, names: readonly string[]): Fields {
  const fields = pick(row, names);
  if ("dealValue" in fields && fields.dealValue !== null) fields.dealValue = Number(fields.dealValue);
  return fields;
}

function spec<R extends { key: string; row: number; name: string }>(entity: Entity): UpsertSpec<R> {
  const table = IMPORT_TABLES[entity] as typeof companies;
  const names = IMPORT_FIELDS[entity];
  return {
    entity,
    async find(tx, keys, ids) {
      const rows = await tx
        .select()
        .from(table)
        .where(keyCondition(table, keys, ids));
      return rows.map(
        (row): ExistingRow => ({
          id: row.id,
          externalId: row.externalId,
          version: row.version,
          fields: comparable(row, names),
          imported: row.imported ?? null,
        }),
      );
    },
    fields: (record) => {
      const fields = given(record, names);
      // The default next action's words, in any language, are stored as its meaning (next-action.ts).
      if (typeof fields.nextAction === "string") fields.nextAction = storedNextAction(fields.nextAction);
      return fields;
    },
    async insert(tx, rows, now) {
      const inserted = await tx
        .insert(table)
        .values(
          rows.map(({ key, fields }) => ({
            ...(fields as typeof companies.$inferInsert),
            // A new project is a deal at the stage its status implies (decision 027).
            ...(entity === "project" ? dealFromStatus(String(fields.stage ?? "proposal"), null, now) : {}),
            ...(entity === "company" ? { source: "import" } : {}),
            imported: fields,
            externalId: key,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: table.id, key: table.externalId });
      return inserted.map((row) => ({ id: row.id, key: row.key ?? "" }));
    },
  };
}

export type ResolvedContact = ContactRecord & { companyId: number };
export type ResolvedProject = ProjectRecord & { companyId: number };

export const companySpec = spec<CompanyRecord>("company");
export const contactSpec = spec<ResolvedContact>("contact");
export const projectSpec = spec<ResolvedProject>("project");
