import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { CrmSearchQuery, CrmSearchResult, SearchField, SearchMatch } from "#core/domain/crm-search";
import { findFolded, fold, looksLikePhone, phoneKey } from "#core/domain/search-fold";
import type { Db } from "../../db/client";
import { companies, contacts, projects } from "../../db/schema";

/** Text for LIKE with its pattern characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Trigrams need three characters: shorter queries look up name prefixes only (a b-tree index). */
const MIN_CONTAINS = 3;
/** How many rows that contain the query are read per kind and ranked here (the rest are not best). */
const POOL = 60;
const SNIPPET = 60;

/**
 * Companies (name, website, next action, notes), contacts (name, e-mail, position, phone) and projects
 * (name, deliverables) matching the query once folded (case, accents, Serbian Latin/Cyrillic, Arabic
 * letter forms: core/domain/search-fold.ts), best first: the name starts with it, then a word of the
 * name does, then the name contains it, then another field does. Trashed rows and the children of
 * trashed companies are left out.
 *
 * Each kind costs two bounded index lookups, so the time does not grow with the number of matches:
 * names starting with the query (b-tree on the folded name) and up to POOL rows containing it (trigram
 * index on the folded text), merged and ranked here.
 */
export async function searchCrm(db: Db, query: CrmSearchQuery): Promise<CrmSearchResult> {
  const folded = fold(query.q).trim().replace(/\s+/g, " ");
  const result: CrmSearchResult = { folded, companies: [], contacts: [], projects: [] };
  if (!folded) return result;
  const text = literal(folded);
  const prefix = `${text}%`;
  const inside = `%${text}%`;
  const contains = folded.length >= MIN_CONTAINS;
  const phone = looksLikePhone(query.q) ? phoneKey(query.q) : "";
  const limit = query.limit;

  const companyColumns = {
    id: companies.id,
    name: companies.name,
    nameFold: companies.nameFold,
    stage: companies.stage,
    industry: companies.industry,
    website: companies.website,
    nextAction: companies.nextAction,
    notes: companies.notes,
  };
  const liveCompany = isNull(companies.deletedAt);
  const companyLookups = [
    db
      .select(companyColumns)
      .from(companies)
      .where(and(liveCompany, sql`${companies.nameFold} like ${prefix}`))
      // In the b-tree's own order (text_pattern_ops), so the index hands over the first rows without a sort.
      .orderBy(sql`${companies.nameFold} using ~<~`)
      .limit(limit),
    ...(contains
      ? [
          db
            .select(companyColumns)
            .from(companies)
            .where(and(liveCompany, sql`${companies.searchFold} like ${inside}`))
            .limit(POOL),
        ]
      : []),
  ];

  const contactColumns = {
    id: contacts.id,
    companyId: contacts.companyId,
    companyName: companies.name,
    name: contacts.name,
    nameFold: contacts.nameFold,
    email: contacts.email,
    phone: contacts.phone,
    position: contacts.position,
  };
  const contactWhere = (match: SQL | undefined) =>
    and(isNull(contacts.deletedAt), isNull(companies.deletedAt), match);
  const contactMatch = [
    ...(contains ? [sql`${contacts.searchFold} like ${inside}`] : []),
    ...(phone.length >= MIN_CONTAINS ? [sql`${contacts.phoneKey} like ${`%${literal(phone)}%`}`] : []),
  ];
  const contactLookups = contains
    ? [
        db
          .select(contactColumns)
          .from(contacts)
          .innerJoin(companies, eq(companies.id, contacts.companyId))
          .where(contactWhere(sql`${contacts.nameFold} like ${prefix}`))
          .orderBy(sql`${contacts.nameFold} using ~<~`)
          .limit(limit),
      ]
    : [];
  if (contactMatch.length) {
    contactLookups.push(
      db
        .select(contactColumns)
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(contactWhere(or(...contactMatch)))
        .limit(POOL),
    );
  }

  const projectLookups = contains
    ? [
        db
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
              sql`${projects.searchFold} like ${inside}`,
            ),
          )
          .limit(POOL),
      ]
    : [];

  const [companyRows, contactRows, projectRows] = await Promise.all([
    Promise.all(companyLookups),
    Promise.all(contactLookups),
    Promise.all(projectLookups),
  ]);

  result.companies = best(companyRows.flat(), folded, limit).map((row) => ({
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
  }));
  result.contacts = best(contactRows.flat(), folded, limit).map((row) =>
    childHit(
      row,
      matchOf(
        folded,
        [
          ["name", row.name],
          ["email", row.email],
          ["position", row.position],
        ],
        row.phone,
      ),
    ),
  );
  result.projects = best(
    projectRows.flat().map((row) => ({ ...row, nameFold: fold(row.name) })),
    folded,
    limit,
  ).map((row) =>
    childHit(
      row,
      matchOf(folded, [
        ["name", row.name],
        ["deliverables", row.deliverables],
      ]),
    ),
  );
  return result;
}

/** A contact's or a project's hit: itself, its company, and where it matched. */
function childHit(
  row: { id: number; companyId: number; companyName: string; name: string },
  match: SearchMatch,
) {
  return { id: row.id, companyId: row.companyId, companyName: row.companyName, name: row.name, match };
}

/** Rows without repeats, best first: name starts with the query, a word of it does, it contains it, other. */
function best<T extends { id: number; name: string; nameFold: string | null }>(
  rows: T[],
  folded: string,
  limit: number,
): T[] {
  const seen = new Map<number, T>();
  for (const row of rows) if (!seen.has(row.id)) seen.set(row.id, row);
  const rank = (nameFold: string) => {
    if (nameFold.startsWith(folded)) return 0;
    if (nameFold.includes(` ${folded}`)) return 1;
    if (nameFold.includes(folded)) return 2;
    return 3;
  };
  return [...seen.values()]
    .map((row) => ({ row, rank: rank(row.nameFold ?? "") }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.row.name.length - b.row.name.length ||
        (a.row.nameFold ?? "").localeCompare(b.row.nameFold ?? "") ||
        a.row.id - b.row.id,
    )
    .slice(0, limit)
    .map((entry) => entry.row);
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
