import { and, count, desc, eq, inArray, isNotNull, max, ne, notInArray, or, sql } from "drizzle-orm";
import { COMPANY_STAGES, type CompanyStage } from "../../../app/domain/crm";
import type { BoardCard, BoardColumnPage } from "../../../app/domain/pipeline";
import type { Db } from "../../db/client";
import { companies, crmActivities, projects } from "../../db/schema";
import { toCompany } from "../serialize";
import { sumByCurrency } from "./money";
import { readSettings } from "./settings";

/** Days between two YYYY-MM-DD dates. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The companies of one stage column (leads include unknown stages), last changed first, a page at a time. */
export async function listBoardColumn(
  db: Db,
  stage: CompanyStage,
  page: { offset: number; limit: number; today: string },
): Promise<BoardColumnPage> {
  const where =
    stage === "lead"
      ? or(eq(companies.stage, "lead"), notInArray(companies.stage, [...COMPANY_STAGES]))
      : eq(companies.stage, stage);
  const [rows, [matched], settings] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.updatedAt), desc(companies.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(companies).where(where),
    readSettings(db),
  ]);
  const ids = rows.map((r) => r.id);
  const [deals, activity] = ids.length
    ? await Promise.all([
        db
          .select({
            companyId: projects.companyId,
            currency: projects.currency,
            amount: sql<string>`sum(${projects.dealValue})`,
          })
          .from(projects)
          .where(
            and(
              inArray(projects.companyId, ids),
              ne(projects.stage, "cancelled"),
              isNotNull(projects.dealValue),
            ),
          )
          .groupBy(projects.companyId, projects.currency),
        db
          .select({ companyId: crmActivities.companyId, last: max(crmActivities.createdAt) })
          .from(crmActivities)
          .where(inArray(crmActivities.companyId, ids))
          .groupBy(crmActivities.companyId),
      ])
    : [[], []];
  const coldBefore = addDays(page.today, -settings.coldAfterDays);
  const items: BoardCard[] = rows.map((row) => {
    const lastActivityAt = latest([
      row.updatedAt,
      row.lastContact,
      activity.find((a) => a.companyId === row.id)?.last ?? null,
    ]);
    return {
      ...toCompany(row),
      deals: sumByCurrency(
        deals
          .filter((d) => d.companyId === row.id)
          .map((d) => ({ currency: d.currency, amount: Number(d.amount) })),
      ),
      lastActivityAt,
      goingCold: stage !== "won" && stage !== "lost" && lastActivityAt.slice(0, 10) < coldBefore,
    };
  });
  return { stage, items, total: Number(matched?.total ?? 0), offset: page.offset, limit: page.limit };
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
