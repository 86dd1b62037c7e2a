import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { companies, contacts, projects } from "../../db/schema";
import type { Tx } from "../audit";
import { storedNextAction } from "../next-action";
import type { CompanyRecord, ContactRecord, ProjectRecord } from "./read-records";
import type { ExistingRow, UpsertSpec } from "./upsert";

type Table = typeof companies | typeof contacts | typeof projects;

/** externalId in keys, or (no externalId and) id in ids. */
function keyCondition(table: Table, keys: string[], ids: number[]) {
  const byKey = keys.length ? inArray(table.externalId, keys) : undefined;
  const byId = ids.length ? and(isNull(table.externalId), inArray(table.id, ids)) : undefined;
  return or(byKey, byId) ?? sql`false`;
}

function existing(
  row: { id: number; externalId: string | null; version: number },
  fields: Record<string, unknown>,
): ExistingRow {
  return { id: row.id, externalId: row.externalId, version: row.version, fields };
}

export const companySpec: UpsertSpec<CompanyRecord> = {
  entity: "company",
  async find(tx: Tx, keys, ids) {
    const rows = await tx
      .select()
      .from(companies)
      .where(keyCondition(companies, keys, ids));
    return rows.map((row) =>
      existing(row, {
        name: row.name,
        industry: row.industry,
        stage: row.stage,
        lastContact: row.lastContact,
        nextAction: row.nextAction,
        notes: row.notes,
        website: row.website,
        nextActionDue: row.nextActionDue,
        nextActionOwner: row.nextActionOwner,
      }),
    );
  },
  fields: (r) => ({
    name: r.name,
    industry: r.industry,
    stage: r.stage,
    lastContact: r.lastContact,
    nextAction: storedNextAction(r.nextAction),
    notes: r.notes,
    website: r.website,
    nextActionDue: r.nextActionDue,
    nextActionOwner: r.nextActionOwner,
  }),
  async insert(tx, rows, now) {
    const inserted = await tx
      .insert(companies)
      .values(
        rows.map(({ key, fields }) => ({
          ...(fields as CompanyFields),
          externalId: key,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: companies.id, key: companies.externalId });
    return inserted.map((row) => ({ id: row.id, key: row.key ?? "" }));
  },
  async update(tx, id, changes, version, now) {
    await tx
      .update(companies)
      .set({ ...(changes as Partial<CompanyFields>), version, updatedAt: now })
      .where(eq(companies.id, id));
  },
};

type CompanyFields = Omit<CompanyRecord, "row" | "key">;
type ContactFields = Omit<ContactRecord, "row" | "key" | "companyKey"> & { companyId: number };
type ProjectFields = Omit<ProjectRecord, "row" | "key" | "companyKey"> & { companyId: number };

export type ResolvedContact = ContactRecord & { companyId: number };
export type ResolvedProject = ProjectRecord & { companyId: number };

export const contactSpec: UpsertSpec<ResolvedContact> = {
  entity: "contact",
  async find(tx, keys, ids) {
    const rows = await tx
      .select()
      .from(contacts)
      .where(keyCondition(contacts, keys, ids));
    return rows.map((row) =>
      existing(row, {
        companyId: row.companyId,
        name: row.name,
        position: row.position,
        email: row.email,
        phone: row.phone,
      }),
    );
  },
  fields: (r) => ({
    companyId: r.companyId,
    name: r.name,
    position: r.position,
    email: r.email,
    phone: r.phone,
  }),
  async insert(tx, rows, now) {
    const inserted = await tx
      .insert(contacts)
      .values(
        rows.map(({ key, fields }) => ({
          ...(fields as ContactFields),
          externalId: key,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: contacts.id, key: contacts.externalId });
    return inserted.map((row) => ({ id: row.id, key: row.key ?? "" }));
  },
  async update(tx, id, changes, version, now) {
    await tx
      .update(contacts)
      .set({ ...(changes as Partial<ContactFields>), version, updatedAt: now })
      .where(eq(contacts.id, id));
  },
};

export const projectSpec: UpsertSpec<ResolvedProject> = {
  entity: "project",
  async find(tx, keys, ids) {
    const rows = await tx
      .select()
      .from(projects)
      .where(keyCondition(projects, keys, ids));
    return rows.map((row) =>
      existing(row, {
        companyId: row.companyId,
        name: row.name,
        dealValue: row.dealValue === null ? null : Number(row.dealValue),
        stage: row.stage,
        startDate: row.startDate,
        endDate: row.endDate,
        deliverables: row.deliverables,
        currency: row.currency,
      }),
    );
  },
  fields: (r) => ({
    companyId: r.companyId,
    name: r.name,
    dealValue: r.dealValue,
    stage: r.stage,
    startDate: r.startDate,
    endDate: r.endDate,
    deliverables: r.deliverables,
    currency: r.currency,
  }),
  async insert(tx, rows, now) {
    const inserted = await tx
      .insert(projects)
      .values(
        rows.map(({ key, fields }) => ({
          ...(fields as ProjectFields),
          externalId: key,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: projects.id, key: projects.externalId });
    return inserted.map((row) => ({ id: row.id, key: row.key ?? "" }));
  },
  async update(tx, id, changes, version, now) {
    await tx
      .update(projects)
      .set({ ...(changes as Partial<ProjectFields>), version, updatedAt: now })
      .where(eq(projects.id, id));
  },
};
