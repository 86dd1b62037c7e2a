import "./zod-config";
import { z } from "zod";
import { LEGAL_FORMS } from "./legal-forms";
import { rowId } from "./row-id";
import { fold } from "./search-fold";

/**
 * Possible duplicates of a company (issue 16): the same name once folded (search-fold.ts: case, accents,
 * Serbian Cyrillic/Latin, Arabic letter variants) with dots, punctuation, spaces and legal forms left out
 * ("Đorđević d.o.o." = "Djordjevic", "شركة المراعي" = "المراعي"), or the same website host (no scheme,
 * no "www.", no path). The database keeps both keys in generated, indexed columns of `companies`
 * (`name_key` = crm_name_key(name), `website_host` = crm_host(website)); the functions are compiled
 * here and held by a migration.
 */

/** A company an added, renamed or imported one may duplicate. */
export interface DuplicateMatch {
  id: number;
  name: string;
  website: string | null;
  /** In the trash: it can be restored instead of adding the company again. */
  inTrash: boolean;
  /** What matched: the name key, the website host, or both. */
  by: "name" | "website" | "both";
}

/** The details of a 409 `duplicate` answer: the companies found, at most a few. */
export interface DuplicateDetails {
  matches: DuplicateMatch[];
}

/** Whether a 409 answer's error object carries duplicate matches. */
export function duplicateMatchesOf(body: Record<string, unknown>): DuplicateMatch[] | null {
  if (body.code !== "duplicate" || !Array.isArray(body.matches)) return null;
  const matches = body.matches.filter(isDuplicateMatch);
  return matches.length === body.matches.length ? matches : null;
}

/** Checked by hand, field by field: the answer comes from the network. */
function isDuplicateMatch(value: unknown): value is DuplicateMatch {
  if (typeof value !== "object" || value === null) return false;
  const match = value as Record<string, unknown>;
  return (
    typeof match.id === "number" &&
    typeof match.name === "string" &&
    (match.website === null || typeof match.website === "string") &&
    typeof match.inTrash === "boolean" &&
    (match.by === "name" || match.by === "website" || match.by === "both")
  );
}

/** Characters that separate words in a name; dots are removed first so that "d.o.o." becomes "doo". */
const SEPARATORS = `[\\s,;:!?"'’‘“”«»()\\[\\]{}&+/\\\\|_*#@~،؛؟-]+`;

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The legal forms as crm_fold spells them, longest first (so that "doo" is tried before "do..."). */
function foldedLegalForms(): string[] {
  const forms = new Set(LEGAL_FORMS.map((form) => fold(form).replace(/\./g, "")).filter(Boolean));
  return [...forms].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** One step of a text function's body: wraps the SQL so far. */
type SqlStep = (sql: string) => string;

const call =
  (fn: string): SqlStep =>
  (sql) =>
    `${fn}(${sql})`;
const replace =
  (from: string, to: string): SqlStep =>
  (sql) =>
    `replace(${sql}, ${sqlString(from)}, ${sqlString(to)})`;
/** regexp_replace of the pattern, once, or everywhere with `global`. */
const regexp =
  (pattern: string, to: string, global = false): SqlStep =>
  (sql) =>
    `regexp_replace(${sql}, ${sqlString(pattern)}, ${sqlString(to)}${global ? ", 'g'" : ""})`;
/** A space before and after, so that every word stands between two spaces. */
const padded: SqlStep = (sql) => `' ' || ${sql} || ' '`;

/** `CREATE OR REPLACE FUNCTION name(t text)`, immutable, of `t` put through the steps; null where that is empty. */
function textFunctionSql(name: string, tag: string, steps: readonly SqlStep[]): string {
  const body = steps.reduce((sql, step) => step(sql), "t");
  return `CREATE OR REPLACE FUNCTION ${name}(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $${tag}$ SELECT nullif(${body}, '') $${tag}$;`;
}

/**
 * The SQL of `crm_name_key(text)` and `crm_host(text)`, immutable functions for the generated columns and
 * the queries. The migration holds the output of this function (server/crm/duplicates.test.ts compares
 * them); change the list or a step, add a migration.
 */
export function duplicateFunctionSql(): string {
  const words = foldedLegalForms().join("|");
  return [
    textFunctionSql("crm_name_key", "key", [
      call("crm_fold"),
      replace(".", ""),
      regexp(SEPARATORS, " ", true),
      padded,
      regexp(` (?:${words})(?= )`, "", true),
      replace(" ", ""),
    ]),
    textFunctionSql("crm_host", "host", [
      call("btrim"),
      call("lower"),
      regexp("^[a-z][a-z0-9+.-]*://", ""),
      regexp("^[^/?#]*@", ""),
      regexp("^www\\.", ""),
      regexp("[/?#:].*$", ""),
      regexp("\\.+$", ""),
    ]),
  ].join("\n");
}

/** POST /api/crm/companies/:id/merge: the other company (it goes to the trash) and the kept one's version. */
export const mergeCompaniesSchema = z.object({
  otherId: rowId("crm:merge.errors.otherRequired"),
  version: rowId("crm:errors.versionRequired"),
  otherVersion: rowId("crm:errors.versionRequired"),
});
export type MergeCompanies = z.output<typeof mergeCompaniesSchema>;

/** What a merge did: the kept company (and its version now), and how many records moved onto it. */
export interface MergeResult {
  keptId: number;
  keptVersion: number;
  mergedId: number;
  moved: { contacts: number; projects: number; activities: number };
  filled: string[];
}

/** POST /api/crm/companies/:id/unmerge: undoes the merge of `mergedId`, if the kept company is still at `version`. */
export const unmergeCompaniesSchema = z.object({
  mergedId: rowId("crm:merge.errors.otherRequired"),
  version: rowId("crm:errors.versionRequired"),
});
export type UnmergeCompanies = z.output<typeof unmergeCompaniesSchema>;
