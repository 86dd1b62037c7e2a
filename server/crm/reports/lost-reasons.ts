import { eq, sql } from "drizzle-orm";
import { isLostReason, LOST_REASONS } from "#core/domain/deals";
import type { LostReasonsReport, ReportFilter } from "#core/domain/reports";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";
import { closedIn } from "./won-lost";

/** Deals lost in the period, by their reason. One statement. */
export function lostReasonsQuery(db: Db, filter: ReportFilter) {
  return db
    .select({ reason: projects.lostReason, deals: sql<number>`count(*)::int` })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(closedIn(filter, ["lost"]))
    .groupBy(projects.lostReason);
}

/** Every reason in the list's order (zero where none), then lost deals without a known reason. */
export async function lostReasonsReport(db: Db, filter: ReportFilter): Promise<LostReasonsReport> {
  const rows = await lostReasonsQuery(db, filter);
  const count = (match: (reason: string | null) => boolean) =>
    rows.filter((r) => match(r.reason)).reduce((n, r) => n + r.deals, 0);
  const reasons: LostReasonsReport["reasons"] = LOST_REASONS.map((reason) => ({
    reason,
    deals: count((r) => r === reason),
  }));
  const unknown = count((r) => !isLostReason(r));
  if (unknown > 0) reasons.push({ reason: "unknown", deals: unknown });
  return { filter, reasons };
}
