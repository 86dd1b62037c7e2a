import { and, asc, count, eq, gt, isNull, lt, lte } from "drizzle-orm";
import { calendarWeek } from "#core/domain/calendar-week";
import type { FollowUp, FollowUpList } from "#core/domain/pipeline";
import type { Lang } from "#core/i18n/languages";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";

const LIST_LIMIT = 100;

const columns = {
  id: companies.id,
  name: companies.name,
  stage: companies.stage,
  version: companies.version,
  nextAction: companies.nextAction,
  nextActionDue: companies.nextActionDue,
  nextActionOwner: companies.nextActionOwner,
};

/**
 * "My follow-ups": the owner's next actions that are overdue, due today, due later this week (the calendar
 * week as the reader's language counts it: calendarWeek), or later still, soonest first. `today` is the
 * asker's calendar day, in their own time zone.
 */
export async function listFollowUps(db: Db, owner: string, today: string, lang: Lang): Promise<FollowUpList> {
  const weekEnd = calendarWeek(today, lang).end;
  const mine = and(eq(companies.nextActionOwner, owner), isNull(companies.deletedAt));
  const select = (where: ReturnType<typeof and>) =>
    db
      .select(columns)
      .from(companies)
      .where(and(mine, where))
      .orderBy(asc(companies.nextActionDue), asc(companies.id))
      .limit(LIST_LIMIT) as Promise<FollowUp[]>;
  const [overdue, dueToday, thisWeek, later, [overdueCount]] = await Promise.all([
    select(lt(companies.nextActionDue, today)),
    select(eq(companies.nextActionDue, today)),
    select(and(gt(companies.nextActionDue, today), lte(companies.nextActionDue, weekEnd))),
    select(gt(companies.nextActionDue, weekEnd)),
    db
      .select({ n: count() })
      .from(companies)
      .where(and(mine, lt(companies.nextActionDue, today))),
  ]);
  return { today, overdue, overdueCount: Number(overdueCount?.n ?? 0), dueToday, thisWeek, later };
}
