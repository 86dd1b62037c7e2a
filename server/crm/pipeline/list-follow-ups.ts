import { and, asc, count, eq, gt, isNull, lt, lte, notInArray, type SQL } from "drizzle-orm";
import { calendarWeek } from "#core/domain/calendar-week";
import type { FollowUp, FollowUpList } from "#core/domain/pipeline";
import type { Lang } from "#core/i18n/languages";
import type { Db } from "../../db/client";
import { companies, projects } from "../../db/schema";

const LIST_LIMIT = 100;

/** Which due dates a group holds, given the due-date column of companies or deals. */
type Due = (column: typeof companies.nextActionDue | typeof projects.nextActionDue) => SQL | undefined;

/**
 * "My follow-ups": the owner's next steps of open deals and the companies' own next actions (a company
 * without deals can have one), that are overdue, due today, due later this week (the calendar week as the
 * reader's language counts it: calendarWeek), or later still, soonest first. Trashed deals and companies
 * are left out. `today` is the asker's calendar day, in their own time zone.
 */
export async function listFollowUps(db: Db, owner: string, today: string, lang: Lang): Promise<FollowUpList> {
  const weekEnd = calendarWeek(today, lang).end;
  const ownCompanies = and(eq(companies.nextActionOwner, owner), isNull(companies.deletedAt));
  const openDeals = and(
    eq(projects.nextActionOwner, owner),
    isNull(projects.deletedAt),
    isNull(companies.deletedAt),
    notInArray(projects.dealStage, ["won", "lost"]),
  );
  const companyRows = (due: Due) =>
    db
      .select({
        id: companies.id,
        name: companies.name,
        stage: companies.stage,
        version: companies.version,
        nextAction: companies.nextAction,
        nextActionDue: companies.nextActionDue,
        nextActionOwner: companies.nextActionOwner,
      })
      .from(companies)
      .where(and(ownCompanies, due(companies.nextActionDue)))
      .orderBy(asc(companies.nextActionDue), asc(companies.id))
      .limit(LIST_LIMIT);
  const dealRows = (due: Due) =>
    db
      .select({
        id: companies.id,
        name: companies.name,
        stage: projects.dealStage,
        version: companies.version,
        dealId: projects.id,
        dealName: projects.name,
        nextAction: projects.nextAction,
        nextActionDue: projects.nextActionDue,
        nextActionOwner: projects.nextActionOwner,
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(and(openDeals, due(projects.nextActionDue)))
      .orderBy(asc(projects.nextActionDue), asc(projects.id))
      .limit(LIST_LIMIT);
  const group = async (due: Due): Promise<FollowUp[]> => {
    const [own, deals] = await Promise.all([companyRows(due), dealRows(due)]);
    const items = [
      ...own.map((row) => ({ ...row, deal: null })),
      ...deals.map(({ dealId, dealName, ...row }) => ({ ...row, deal: { id: dealId, name: dealName } })),
    ] as FollowUp[];
    return items
      .sort((a, b) => a.nextActionDue.localeCompare(b.nextActionDue) || a.id - b.id)
      .slice(0, LIST_LIMIT);
  };
  const overdue: Due = (column) => lt(column, today);
  const [overdueItems, dueToday, thisWeek, later, [ownOverdue], [dealsOverdue]] = await Promise.all([
    group(overdue),
    group((column) => eq(column, today)),
    group((column) => and(gt(column, today), lte(column, weekEnd))),
    group((column) => gt(column, weekEnd)),
    db
      .select({ n: count() })
      .from(companies)
      .where(and(ownCompanies, overdue(companies.nextActionDue))),
    db
      .select({ n: count() })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(and(openDeals, overdue(projects.nextActionDue))),
  ]);
  return {
    today,
    overdue: overdueItems,
    overdueCount: Number(ownOverdue?.n ?? 0) + Number(dealsOverdue?.n ?? 0),
    dueToday,
    thisWeek,
    later,
  };
}
