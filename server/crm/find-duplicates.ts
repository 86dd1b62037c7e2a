import { and, inArray, ne, or, sql } from "drizzle-orm";
import type { DuplicateMatch } from "#core/domain/company-duplicates";
import type { TFunction } from "#core/i18n/translate";
import { isolate } from "#core/lib/format";
import { rowsOf } from "../db/rows";
import { companies } from "../db/schema";
import { AppError } from "../http/errors";
import type { Tx } from "./audit";

/** A company as added, renamed or imported: its name and website. */
export interface DuplicateCandidate {
  name: string;
  website: string | null;
}

/** A candidate's keys (null when it has none) and the existing companies it matches, live ones first. */
export interface DuplicateCheck {
  nameKey: string | null;
  host: string | null;
  matches: DuplicateMatch[];
}

const CHUNK = 500;

/**
 * The duplicate check of add, rename and import: for each candidate, the companies (trashed ones too,
 * marked) whose name key or website host is the same (core/domain/company-duplicates.ts). The keys are
 * computed by the database's own functions, so the candidates and the stored columns are folded alike;
 * the lookups use the indexes on `name_key` and `website_host`, so the cost grows with the number of
 * candidates, not of companies.
 */
export async function findDuplicates(
  tx: Tx,
  candidates: DuplicateCandidate[],
  options: { excludeId?: number; limit?: number } = {},
): Promise<DuplicateCheck[]> {
  if (candidates.length === 0) return [];
  const keys: { k: string | null; h: string | null }[] = [];
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const part = candidates.slice(i, i + CHUNK).map((c, index) => ({ i: index, n: c.name, w: c.website }));
    const result = await tx.execute(
      sql`select crm_name_key(c.n) as k, crm_host(c.w) as h from json_to_recordset(${JSON.stringify(part)}::json) as c(i int, n text, w text) order by c.i`,
    );
    keys.push(...rowsOf<{ k: string | null; h: string | null }>(result));
  }
  const nameKeys = [...new Set(keys.map((k) => k.k).filter((k): k is string => k !== null))];
  const hosts = [...new Set(keys.map((k) => k.h).filter((h): h is string => h !== null))];
  const found: {
    id: number;
    name: string;
    website: string | null;
    deletedAt: Date | null;
    nameKey: string | null;
    websiteHost: string | null;
  }[] = [];
  for (let i = 0; i < Math.max(nameKeys.length, hosts.length); i += CHUNK) {
    const byName = nameKeys.slice(i, i + CHUNK);
    const byHost = hosts.slice(i, i + CHUNK);
    found.push(
      ...(await tx
        .select({
          id: companies.id,
          name: companies.name,
          website: companies.website,
          deletedAt: companies.deletedAt,
          nameKey: companies.nameKey,
          websiteHost: companies.websiteHost,
        })
        .from(companies)
        .where(
          and(
            or(
              byName.length ? inArray(companies.nameKey, byName) : undefined,
              byHost.length ? inArray(companies.websiteHost, byHost) : undefined,
            ) ?? sql`false`,
            options.excludeId === undefined ? undefined : ne(companies.id, options.excludeId),
          ),
        )),
    );
  }
  const limit = options.limit ?? 5;
  return keys.map(({ k, h }) => {
    const matches = found
      .filter((row) => (k !== null && row.nameKey === k) || (h !== null && row.websiteHost === h))
      .sort((a, b) => Number(a.deletedAt !== null) - Number(b.deletedAt !== null) || a.id - b.id)
      .slice(0, limit)
      .map((row): DuplicateMatch => {
        const byName = k !== null && row.nameKey === k;
        const byWebsite = h !== null && row.websiteHost === h;
        return {
          id: row.id,
          name: row.name,
          website: row.website,
          inTrash: row.deletedAt !== null,
          by: byName && byWebsite ? "both" : byName ? "name" : "website",
        };
      });
    return { nameKey: k, host: h, matches };
  });
}

/** 409 `duplicate` when the company may already exist, naming the matches; nothing is written. */
export async function refuseDuplicate(
  tx: Tx,
  t: TFunction,
  candidate: DuplicateCandidate,
  excludeId?: number,
): Promise<void> {
  const [check] = await findDuplicates(tx, [candidate], { excludeId });
  const matches = check?.matches ?? [];
  if (matches.length === 0) return;
  const names = matches.map((m) => isolate(m.name)).join(", ");
  throw new AppError(409, "duplicate", t("crm:duplicates.error", { names }), { details: { matches } });
}
