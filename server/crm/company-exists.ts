import { and, eq, isNull } from "drizzle-orm";
import type { TFunction } from "#core/i18n/translate";
import { companies } from "../db/schema";
import { AppError } from "../http/errors";
import type { Tx } from "./audit";

/**
 * Locks the company a new contact or project belongs to (so it cannot vanish meanwhile); 400 if it is gone.
 * `update` when the caller changes the company too (a logged call: its last contact), so that two such
 * callers queue rather than deadlock.
 */
export async function lockCompany(
  tx: Tx,
  companyId: number,
  t: TFunction,
  strength: "share" | "update" = "share",
): Promise<{ name: string }> {
  const [row] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
    .for(strength);
  if (!row) {
    const message = t("crm:errors.companyGone");
    throw new AppError(400, "invalid_input", message, { fields: { companyId: message } });
  }
  return row;
}
