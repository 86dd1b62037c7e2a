import { and, eq } from "drizzle-orm";
import type { TFunction } from "#core/i18n/translate";
import { staffUsers } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Tx } from "../audit";

/** A follow-up's or a deal's owner must be an active staff account; 400 on the field otherwise. */
export async function requireOwner(
  tx: Tx,
  username: string,
  t: TFunction,
  field: "nextActionOwner" | "owner" = "nextActionOwner",
): Promise<void> {
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.username, username), eq(staffUsers.active, true)));
  if (!row) {
    const message = t("pipeline:errors.ownerUnknown");
    throw new AppError(400, "invalid_input", message, { fields: { [field]: message } });
  }
}
