import { eq } from "drizzle-orm";
import { insights, insightTexts } from "../db/schema";
import { notFound } from "./editor-checks";
import { auditInsight, type EditorContext } from "./editor-context";

/** Deletes an insight and its languages for good (the UI asks first); audited with the titles it had. */
export async function deleteInsight(ctx: EditorContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const texts = await tx
      .select({ lang: insightTexts.lang, title: insightTexts.title, slug: insightTexts.slug })
      .from(insightTexts)
      .where(eq(insightTexts.insightId, id));
    const [gone] = await tx.delete(insights).where(eq(insights.id, id)).returning({ id: insights.id });
    if (!gone) throw notFound(ctx);
    await auditInsight(tx, ctx, "insight.deleted", id, { texts });
  });
}
