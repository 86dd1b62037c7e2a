import { and, between, eq, sql } from "drizzle-orm";
import { LEAD_SOURCES, type ReportFilter, type SourcesReport } from "#core/domain/reports";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { createdDay, liveDeals, ownerIs } from "./scope";

/**
 * Where the deals of the period came from: deals created in the period, by their company's source (contact
 * form, import, added by hand), and how many companies those deals belong to. One statement.
 */
export function sourcesQuery(db: Db, filter: ReportFilter) {
  return db
    .select({
      source: companies.source,
      deals: sql<number>`count(*)::int`,
      companies: sql<number>`count(distinct ${companies.id})::int`,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(liveDeals(), ownerIs(filter), between(createdDay, filter.from, filter.to)))
    .groupBy(companies.source);
}

export async function sourcesReport(db: Db, filter: ReportFilter): Promise<SourcesReport> {
  const rows = await sourcesQuery(db, filter);
  return {
    filter,
    sources: LEAD_SOURCES.map((source) => {
      const row = rows.find((r) => r.source === source);
      return { source, deals: row?.deals ?? 0, companies: row?.companies ?? 0 };
    }),
  };
}
