import { and, asc, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type {
  CrmSearchQuery,
  CrmSearchResult,
  SearchField,
  SearchMatch,
} from "../../../app/domain/crm-search";
import { findFolded, fold, looksLikePhone, phoneKey } from "../../../app/domain/search-fold";
import type { Db } from "../../db/client";
import { companies, contacts, projects } from "../../db/schema";

/** Text for LIKE with its pattern characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Trigrams need three characters: shorter queries look up name prefixes only (a b-tree index). */
const MIN_CONTAINS = 3;
const SNIPPET = 60;

/**
 * Companies (name, website, next action, notes), contacts (name, e-mail, position, phone) and projects
 * (name, deliverables) matching the query once folded (case, accents, Serbian Latin/Cyrillic, Arabic
 * letter forms: app/domain/search-fold.ts), best first: name starts with it, then a word of the name
 * does, then the name contains it, then another field. Trashed rows and the children of trashed
 * companies are left out. The folded columns carry trigram indexes, so this stays quick at 100,000 rows.
 */
export async function searchCrm(db: Db, query: CrmSearchQuery): Promise<CrmSearchResult> {
  const folded = fold(query.q).trim().replace(/\s+/g, " ");
  const empty: CrmSearchResult = { folded, companies: [], contacts: [], projects: [] };
  if (!folded) return empty;
  const text = literal(folded);
  const contains = folded.length >= MIN_CONTAINS;
  const phone = looksLikePhone(query.q) ? phoneKey(query.q) : "";
  const limit = query.limit;

  const rank = (nameFold: SQL | AnyPgColumn) => [
    desc(sql`${nameFold} like ${`${text}%`}`),
    desc(sql`${nameFold} like ${`% ${text}%`}`),
    desc(sql`${nameFold} like ${`%${text}%`}`),
  ];

  const companyRows = db
    .select({
      id: companies.id,
      name: companies.name,
      stage: companies.stage,
      industry: companies.industry,
      website: companies.website,
      nextAction: companies.nextAction,
      notes: companies.notes,
    })
    .from(companies)
    .where(
      and(
        isNull(companies.deletedAt),
        contains
          ? sql`${companies.searchFold} like ${`%${text}%`}`
          : sql`${companies.nameFold} like ${`${text}%`}`,
      ),
    )
    .orderBy(
      ...rank(companies.nameFold),
      asc(sql`length(${companies.name})`),
      asc(companies.nameFold),
      asc(companies.id),
    )
    .limit(limit);

  const contactMatch = [
    ...(contains ? [sql`${contacts.searchFold} like ${`%${text}%`}`] : []),
    ...(phone.length >= MIN_CONTAINS ? [sql`${contacts.phoneKey} like ${`%${literal(phone)}%`}`] : []),
  ];
  const contactRows = contactMatch.length
    ? db
        .select({
          id: contacts.id,
          companyId: contacts.companyId,
          companyName: companies.name,
          name: contacts.name,
          email: contacts.email,
          phone: contacts.phone,
          position: contacts.position,
        })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(and(isNull(contacts.deletedAt), isNull(companies.deletedAt), or(...contactMatch)))
        .orderBy(
          ...rank(sql`crm_fold(${contacts.name})`),
          asc(sql`length(${contacts.name})`),
          asc(contacts.id),
        )
        .limit(limit)
    : Promise.resolve([]);

  const projectRows = contains
    ? db
        .select({
          id: projects.id,
          companyId: projects.companyId,
          companyName: companies.name,
          name: projects.name,
          deliverables: projects.deliverables,
        })
        .from(projects)
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .where(
          and(
            isNull(projects.deletedAt),
            isNull(companies.deletedAt),
            sql`${projects.searchFold} like ${`%${text}%`}`,
          ),
        )
        .orderBy(
          ...rank(sql`crm_fold(${projects.name})`),
          asc(sql`length(${projects.name})`),
          asc(projects.id),
        )
        .limit(limit)
    : Promise.resolve([]);

  const [foundCompanies, foundContacts, foundProjects] = await Promise.all([
    companyRows,
    contactRows,
    projectRows,
  ]);
  return {
    folded,
    companies: foundCompanies.map((row) => ({
      id: row.id,
      name: row.name,
      stage: row.stage,
      industry: row.industry,
      match: matchOf(folded, [
        ["name", row.name],
        ["website", row.website],
        ["nextAction", row.nextAction],
        ["notes", row.notes],
      ]),
    })),
    contacts: foundContacts.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      companyName: row.companyName,
      name: row.name,
      match: matchOf(
        folded,
        [
          ["name", row.name],
          ["email", row.email],
          ["position", row.position],
        ],
        row.phone,
      ),
    })),
    projects: foundProjects.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      companyName: row.companyName,
      name: row.name,
      match: matchOf(folded, [
        ["name", row.name],
        ["deliverables", row.deliverables],
      ]),
    })),
  };
}

/** The first field holding the folded query, with the matched part; long texts cut around it. */
function matchOf(folded: string, fields: [SearchField, string | null][], phone?: string | null): SearchMatch {
  for (const [field, value] of fields) {
    if (!value) continue;
    const range = findFolded(value, folded);
    if (!range) continue;
    if (value.length <= SNIPPET * 2) return { field, text: value, range };
    const from = Math.max(0, range[0] - SNIPPET);
    const to = Math.min(value.length, range[1] + SNIPPET);
    const text = `${from > 0 ? "…" : ""}${value.slice(from, to)}${to < value.length ? "…" : ""}`;
    const shift = from > 0 ? 1 - from : 0;
    return { field, text, range: [range[0] + shift, range[1] + shift] };
  }
  if (phone) return { field: "phone", text: phone, range: null };
  const [field, value] = fields[0] ?? ["name", ""];
  return { field, text: value ?? "", range: null };
}
