import { and, asc, eq, isNull } from "drizzle-orm";
import type { Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import type { TFunction } from "#core/i18n/translate";
import type { Db } from "../db/client";
import { contacts, projects } from "../db/schema";
import { getCompany } from "./get-company";
import { toContact, toProject } from "./serialize";

/** A company's contacts, oldest first (404 when the company does not exist). */
export async function listContacts(db: Db, companyId: number, t: TFunction): Promise<Contact[]> {
  await getCompany(db, companyId, t);
  const rows = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), isNull(contacts.deletedAt)))
    .orderBy(asc(contacts.id));
  return rows.map(toContact);
}

/** A company's projects, oldest first (404 when the company does not exist). */
export async function listProjects(db: Db, companyId: number, t: TFunction): Promise<Project[]> {
  await getCompany(db, companyId, t);
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), isNull(projects.deletedAt)))
    .orderBy(asc(projects.id));
  return rows.map(toProject);
}
