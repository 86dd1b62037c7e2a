import { and, eq, isNotNull, sql } from "drizzle-orm";
import { companies } from "../../db/schema";
import type { Tx } from "../audit";

/** True when the company is in the trash (its contacts and projects are then out of reach too). */
export async function companyInTrash(tx: Tx, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.deletedAt)));
  return Boolean(row);
}

/** SQL: the row's company (company_id) is not in the trash. */
export const companyNotTrashed = sql`not exists (select 1 from ${companies} where ${companies.id} = company_id and ${companies.deletedAt} is not null)`;
