import { sql } from "drizzle-orm";
import type { OwnersReport, ReportFilter } from "#core/domain/reports";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/**
 * Per staff member: the deals they own created in the period, and the notes and calls they wrote in it
 * (crm_activities.author). One statement: the two counts grouped apart, then joined by name.
 */
export function ownersQuery(db: Db, filter: ReportFilter) {
  const owner = (column: string) =>
    filter.owner === null ? sql`true` : sql`${sql.raw(column)} = ${filter.owner}`;
  return db.execute(sql`
    select name as owner, sum(deals)::int as deals, sum(activities)::int as activities from (
      select p.owner as name, count(*) as deals, 0 as activities
        from projects p join companies c on c.id = p.company_id
       where p.deleted_at is null and c.deleted_at is null and ${owner("p.owner")}
         and (p.created_at at time zone 'UTC')::date between ${filter.from} and ${filter.to}
       group by p.owner
      union all
      select a.author, 0, count(*)
        from crm_activities a join companies c on c.id = a.company_id
       where c.deleted_at is null and ${owner("a.author")}
         and (a.created_at at time zone 'UTC')::date between ${filter.from} and ${filter.to}
       group by a.author
    ) counted
    group by name
    order by name nulls last`);
}

export async function ownersReport(db: Db, filter: ReportFilter): Promise<OwnersReport> {
  const rows = rowsOf<{ owner: string | null; deals: number; activities: number }>(
    await ownersQuery(db, filter),
  );
  return {
    filter,
    owners: rows.map((r) => ({ owner: r.owner, deals: Number(r.deals), activities: Number(r.activities) })),
  };
}
