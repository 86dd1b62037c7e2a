import { and, asc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { OPEN_DEAL_STAGES } from "#core/domain/deals";
import type { Db } from "../db/client";
import { companies, projects } from "../db/schema";

/** A follow-up owned by an account: a deal's next step, or a company's own follow-up. */
export interface FollowUpItem {
  kind: "deal" | "company";
  id: number;
  /** As stored: typed text, or the default's meaning (DEFAULT_NEXT_ACTION), or null. */
  action: string | null;
  due: string;
  companyId: number;
  companyName: string;
  /** The deal's name (kind deal). */
  dealName: string | null;
}

/** An open deal's expected close, for the calendar feed. */
export interface ExpectedClose {
  id: number;
  day: string;
  dealName: string;
  companyId: number;
  companyName: string;
}

const openDeal = and(
  inArray(projects.dealStage, [...OPEN_DEAL_STAGES]),
  isNull(projects.deletedAt),
  isNull(companies.deletedAt),
);

/**
 * The account's follow-ups with a due day (on or before `through` when given), oldest first: its deals'
 * next steps (open deals, neither the deal nor its company in the trash) and its companies' follow-ups.
 */
export async function listOwnFollowUps(db: Db, username: string, through?: string): Promise<FollowUpItem[]> {
  const dealDue = through ? lte(projects.nextActionDue, through) : isNotNull(projects.nextActionDue);
  const companyDue = through ? lte(companies.nextActionDue, through) : isNotNull(companies.nextActionDue);
  const [deals, own] = await Promise.all([
    db
      .select({
        id: projects.id,
        action: projects.nextAction,
        due: projects.nextActionDue,
        companyId: companies.id,
        companyName: companies.name,
        dealName: projects.name,
      })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(and(eq(projects.nextActionOwner, username), dealDue, openDeal))
      .orderBy(asc(projects.nextActionDue), asc(projects.id)),
    db
      .select({
        id: companies.id,
        action: companies.nextAction,
        due: companies.nextActionDue,
        companyId: companies.id,
        companyName: companies.name,
      })
      .from(companies)
      .where(and(eq(companies.nextActionOwner, username), companyDue, isNull(companies.deletedAt)))
      .orderBy(asc(companies.nextActionDue), asc(companies.id)),
  ]);
  const items: FollowUpItem[] = [
    ...deals.map((row) => ({ kind: "deal" as const, ...row, due: row.due ?? "" })),
    ...own.map((row) => ({ kind: "company" as const, ...row, due: row.due ?? "", dealName: null })),
  ];
  return items.sort((a, b) => a.due.localeCompare(b.due) || a.kind.localeCompare(b.kind) || a.id - b.id);
}

/** The expected closes of the account's open deals. */
export async function listExpectedCloses(db: Db, username: string): Promise<ExpectedClose[]> {
  const rows = await db
    .select({
      id: projects.id,
      day: projects.expectedClose,
      dealName: projects.name,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.owner, username), isNotNull(projects.expectedClose), openDeal))
    .orderBy(asc(projects.expectedClose), asc(projects.id));
  return rows.map((row) => ({ ...row, day: row.day ?? "" }));
}
