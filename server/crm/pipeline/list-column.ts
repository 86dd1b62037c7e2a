import { and, desc, eq, isNotNull, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import { addDays } from "#core/domain/calendar-week";
import { COMPANY_STAGES, type CompanyStage } from "#core/domain/crm";
import { type BoardCard, type BoardColumnPage, DEFAULT_COLD_AFTER_DAYS } from "#core/domain/pipeline";
import type { Db } from "../../db/client";
import { companies, crmActivities, pipelineSettings, projects } from "../../db/schema";
import { toCompany } from "../serialize";
import { sumByCurrency } from "./money";
import { SETTINGS_KEY } from "./settings";

/**
 * The companies of one stage column (leads include unknown stages), last changed first, a page at a
 * time: one indexed read of limit + 1 rows (the extra one tells whether more follow), each with its open
 * deals per currency and its last note or call read by correlated subqueries over those rows only.
 */
export async function listBoardColumn(
  db: Db,
  stage: CompanyStage,
  page: { offset: number; limit: number; today: string },
): Promise<BoardColumnPage> {
  // Trashed companies (and trashed projects) are off the board.
  const where = and(
    isNull(companies.deletedAt),
    stage === "lead"
      ? or(eq(companies.stage, "lead"), notInArray(companies.stage, [...COMPANY_STAGES]))
      : eq(companies.stage, stage),
  );
  const deals = sql<Array<{ currency: string; amount: string }> | null>`(
    select json_agg(json_build_object('currency', d.currency, 'amount', d.amount))
    from (
      select ${projects.currency} as currency, sum(${projects.dealValue})::text as amount
      from ${projects}
      where ${and(eq(projects.companyId, companies.id), ne(projects.stage, "cancelled"), isNotNull(projects.dealValue), isNull(projects.deletedAt))}
      group by ${projects.currency}
    ) d)`;
  const lastActivity = sql<string | null>`(
    select max(${crmActivities.createdAt})::text from ${crmActivities}
    where ${eq(crmActivities.companyId, companies.id)})`;
  // The going-cold days in the same statement: one round trip to the database per page.
  const coldDays = sql<string | null>`(
    select ${pipelineSettings.value}->>'coldAfterDays' from ${pipelineSettings}
    where ${eq(pipelineSettings.key, SETTINGS_KEY)})`;
  const rows = await db
    .select({ company: companies, deals, lastActivity, coldDays })
    .from(companies)
    .where(where)
    .orderBy(desc(companies.updatedAt), desc(companies.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const saved = Number(rows[0]?.coldDays ?? Number.NaN);
  const coldBefore = addDays(
    page.today,
    -(Number.isInteger(saved) && saved > 0 ? saved : DEFAULT_COLD_AFTER_DAYS),
  );
  const items: BoardCard[] = rows.slice(0, page.limit).map(({ company: row, deals, lastActivity }) => {
    const lastActivityAt = latest([row.updatedAt, row.lastContact, lastActivity]);
    return {
      ...toCompany(row),
      deals: sumByCurrency((deals ?? []).map((d) => ({ currency: d.currency, amount: Number(d.amount) }))),
      lastActivityAt,
      goingCold: stage !== "won" && stage !== "lost" && lastActivityAt.slice(0, 10) < coldBefore,
    };
  });
  return { stage, items, hasMore: rows.length > page.limit, offset: page.offset, limit: page.limit };
}

/** The latest of timestamps and dates, as an ISO string. */
function latest(values: Array<Date | string | null>): string {
  let best = 0;
  for (const value of values) {
    if (value === null) continue;
    const time = (value instanceof Date ? value : new Date(value)).getTime();
    if (time > best) best = time;
  }
  return new Date(best).toISOString();
}
