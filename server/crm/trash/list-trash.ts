import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { TrashItem } from "#core/domain/crm-trash";
import { TRASH_DAYS } from "#core/domain/crm-trash";
import { companies, contacts, projects } from "../../db/schema";
import type { CrmContext } from "../context";
import { findMerge, mergedInto, stillMoved } from "../undo-merge";
import { purgeExpired } from "./purge";

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * What is in the trash, most recently deleted first: companies (with how many contacts and projects
 * went with them), and contacts and projects deleted on their own whose company is not in the trash.
 */
export async function listTrash(ctx: CrmContext): Promise<TrashItem[]> {
  await purgeExpired(ctx.db, ctx.now);
  // Written out in full: inside a subquery, drizzle's bare column names would bind to the inner table.
  const countOf = (table: "contacts" | "projects") =>
    sql<number>`(select count(*) from ${sql.raw(table)} child where child.company_id = "companies"."id" and child.deleted_at is null)`;
  const [trashedCompanies, trashedContacts, trashedProjects] = await Promise.all([
    ctx.db
      .select({
        id: companies.id,
        name: companies.name,
        deletedAt: companies.deletedAt,
        contacts: countOf("contacts"),
        projects: countOf("projects"),
      })
      .from(companies)
      .where(isNotNull(companies.deletedAt)),
    ...[contacts, projects].map((t) =>
      ctx.db
        .select({ id: t.id, name: t.name, deletedAt: t.deletedAt, companyName: companies.name })
        .from(t)
        .innerJoin(companies, eq(companies.id, t.companyId))
        .where(and(isNotNull(t.deletedAt), isNull(companies.deletedAt)))
        .orderBy(desc(t.deletedAt)),
    ),
  ]);
  const item = (kind: TrashItem["kind"], row: { id: number; name: string; deletedAt: Date | null }) => {
    const deletedAt = row.deletedAt ?? ctx.now;
    return {
      kind,
      id: row.id,
      name: row.name,
      deletedAt: iso(deletedAt),
      purgeAt: iso(new Date(new Date(deletedAt).getTime() + TRASH_DAYS * DAY_MS)),
    };
  };
  const merged = await mergedCompanies(
    ctx,
    trashedCompanies.map((row) => row.id),
  );
  return [
    ...trashedCompanies.map((row) => ({
      ...item("company", row),
      companyName: null,
      contacts: Number(row.contacts),
      projects: Number(row.projects),
      mergedInto: null,
      ...merged.get(row.id),
    })),
    ...(trashedContacts ?? []).map((row) => ({
      ...item("contact", row),
      companyName: row.companyName,
      contacts: 0,
      projects: 0,
      mergedInto: null,
    })),
    ...(trashedProjects ?? []).map((row) => ({
      ...item("project", row),
      companyName: row.companyName,
      contacts: 0,
      projects: 0,
      mergedInto: null,
    })),
  ].sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.name.localeCompare(b.name));
}

/**
 * The trashed companies that a merge put there: the company each was merged into, and how many of the
 * contacts and projects the merge moved are still with it (what restoring takes back).
 */
async function mergedCompanies(ctx: CrmContext, ids: number[]) {
  const found = new Map<number, { mergedInto: string; contacts: number; projects: number }>();
  for (const [id, keptId] of await mergedInto(ctx.db, ids)) {
    const [kept] = await ctx.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, keptId));
    const details = kept ? await findMerge(ctx.db, keptId, id) : null;
    if (!kept || !details) continue;
    found.set(id, { mergedInto: kept.name, ...(await stillMoved(ctx.db, keptId, details.moved)) });
  }
  return found;
}
