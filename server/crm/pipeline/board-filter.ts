import { and, eq, gte, isNull, lt, lte, notInArray, type SQL, sql } from "drizzle-orm";
import { INDUSTRIES } from "#core/domain/industries";
import type { BoardFilter } from "#core/domain/pipeline";
import { companies, projects } from "../../db/schema";

/** The first and last day of `today`'s calendar month or quarter (ISO dates). */
export function closeWindow(today: string, span: "month" | "quarter"): [string, string] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const first = span === "month" ? month : month - (month % 3);
  const last = span === "month" ? month : first + 2;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return [iso(new Date(Date.UTC(year, first, 1))), iso(new Date(Date.UTC(year, last + 1, 0)))];
}

/**
 * The deals the board shows with its filters: not in the trash, nor their company; `mine` (the
 * signed-in `me`'s) or an owner; a currency; the company's industry; the expected close this month,
 * this quarter, or before `today` while the deal is still open.
 */
export function boardWhere(filter: BoardFilter, me: string, today: string): SQL {
  const conditions: Array<SQL | undefined> = [isNull(projects.deletedAt), isNull(companies.deletedAt)];
  const owner = filter.mine ? me : filter.owner;
  if (owner) conditions.push(eq(projects.owner, owner));
  if (filter.currency) conditions.push(eq(projects.currency, filter.currency));
  if (filter.industry) {
    const key = INDUSTRIES.find((i) => i.slug === filter.industry)?.key;
    conditions.push(key ? eq(companies.industry, key) : sql`false`);
  }
  if (filter.close === "overdue") {
    conditions.push(lt(projects.expectedClose, today), notInArray(projects.dealStage, ["won", "lost"]));
  } else if (filter.close) {
    const [from, to] = closeWindow(today, filter.close);
    conditions.push(gte(projects.expectedClose, from), lte(projects.expectedClose, to));
  }
  return and(...conditions) as SQL;
}
