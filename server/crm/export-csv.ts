import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ImportSheet } from "#core/domain/crm";
import type { Db } from "../db/client";
import { companies, contacts, projects } from "../db/schema";
import { toCsv } from "./csv";

/** The id a record has in a spreadsheet: its external id, or `crm-<id>` for one added here. */
const keyOf = (externalId: string | null, id: number) => externalId ?? `crm-${id}`;

/**
 * A sheet as CSV, in the column order of the spreadsheet (SPEC.md section 7), so the file can be
 * imported again (it then changes nothing) or opened in a spreadsheet program.
 */
export async function exportCsv(db: Db, sheet: ImportSheet): Promise<string> {
  if (sheet === "companies") {
    // Trashed rows (and the contacts and projects of trashed companies) are left out.
    const rows = await db
      .select()
      .from(companies)
      .where(isNull(companies.deletedAt))
      .orderBy(asc(companies.id));
    return toCsv([
      [
        "ID",
        "Company",
        "Industry",
        "Stage",
        "Last Contact",
        "Next Action",
        "Notes",
        "Website",
        "Next Action Due",
        "Next Action Owner",
      ],
      ...rows.map((r) => [
        keyOf(r.externalId, r.id),
        r.name,
        r.industry,
        r.stage,
        r.lastContact,
        r.nextAction,
        r.notes,
        r.website,
        r.nextActionDue,
        r.nextActionOwner,
      ]),
    ]);
  }
  const companyKey = sql<string>`coalesce(${companies.externalId}, 'crm-' || ${companies.id})`;
  if (sheet === "contacts") {
    const rows = await db
      .select({ contact: contacts, companyKey })
      .from(contacts)
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(and(isNull(contacts.deletedAt), isNull(companies.deletedAt)))
      .orderBy(asc(contacts.id));
    return toCsv([
      ["ID", "Company ID", "Name", "Position", "Email", "Phone"],
      ...rows.map(({ contact: r, companyKey }) => [
        keyOf(r.externalId, r.id),
        companyKey,
        r.name,
        r.position,
        r.email,
        r.phone,
      ]),
    ]);
  }
  const rows = await db
    .select({ project: projects, companyKey })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(isNull(projects.deletedAt), isNull(companies.deletedAt)))
    .orderBy(asc(projects.id));
  return toCsv([
    [
      "ID",
      "Company ID",
      "Project",
      "Deal Value",
      "Stage",
      "Start Date",
      "End Date",
      "Deliverables",
      "Currency",
    ],
    ...rows.map(({ project: r, companyKey }) => [
      keyOf(r.externalId, r.id),
      companyKey,
      r.name,
      r.dealValue === null ? null : Number(r.dealValue),
      r.stage,
      r.startDate,
      r.endDate,
      r.deliverables,
      r.currency,
    ]),
  ]);
}
