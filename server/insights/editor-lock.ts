import { eq } from "drizzle-orm";
import { insights } from "../db/schema";
import { NEXT_INSIGHT_STAMP } from "../db/stamps";
import { AppError } from "../http/errors";
import { notFound } from "./editor-checks";
import type { EditorContext, Tx } from "./editor-context";
import { readInsight } from "./editor-read";

/**
 * Locks an insight's row for the change (404 when gone) and checks the client's version: a write based on
 * an older updated_at answers 409 with the insight as it is now, and nothing is written.
 */
export async function lockInsight(tx: Tx, ctx: EditorContext, id: number, readAt: string): Promise<void> {
  const [row] = await tx
    .select({ updatedAt: insights.updatedAt })
    .from(insights)
    .where(eq(insights.id, id))
    .for("update");
  if (!row) throw notFound(ctx);
  if (row.updatedAt.getTime() !== Date.parse(readAt)) {
    const current = await readInsight(tx, id);
    throw new AppError(409, "conflict", ctx.t("insights:errors.stale"), { details: { current } });
  }
}

/** Sets the insight's next updated_at on its row, and answers it. */
export async function stampInsight(tx: Tx, id: number): Promise<Date> {
  const [row] = await tx
    .update(insights)
    .set({ updatedAt: NEXT_INSIGHT_STAMP })
    .where(eq(insights.id, id))
    .returning({ updatedAt: insights.updatedAt });
  if (!row) throw new Error(`insight ${id} vanished while locked`);
  return row.updatedAt;
}
