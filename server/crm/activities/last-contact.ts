import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { Tx } from "../audit";

/** The calendar day (YYYY-MM-DD, UTC) of a moment: the day a call was logged. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * A logged call is a contact: the company's last contact becomes the call's day when that is later than the
 * one recorded (never earlier), one version on, in the caller's transaction. Notes leave it alone.
 */
export async function recordContact(tx: Tx, companyId: number, kind: string, at: Date, now: Date) {
  if (kind !== "call") return;
  const day = dayOf(at);
  await tx
    .update(companies)
    .set({ lastContact: day, version: sql`${companies.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(companies.id, companyId),
        isNull(companies.deletedAt),
        or(isNull(companies.lastContact), lt(companies.lastContact, day)),
      ),
    );
}
