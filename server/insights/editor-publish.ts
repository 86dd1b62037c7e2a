import { and, eq } from "drizzle-orm";
import type { InsightPublish } from "#core/domain/insights";
import type { Lang } from "#core/i18n/languages";
import { insightTexts } from "../db/schema";
import { AppError } from "../http/errors";
import { checkPublishable, checkSavable, type FieldErrors, notFound, throwIfAny } from "./editor-checks";
import { auditInsight, type EditorContext } from "./editor-context";
import { lockInsight, stampInsight } from "./editor-lock";
import { readInsight } from "./editor-read";

const textOf = (id: number, lang: Lang) => and(eq(insightTexts.insightId, id), eq(insightTexts.lang, lang));

/**
 * Publishes one language now, or at a moment to come (scheduled), when it has everything a page needs;
 * other languages keep their state. Audited.
 */
export async function publishInsight(ctx: EditorContext, id: number, lang: Lang, input: InsightPublish) {
  return ctx.db.transaction(async (tx) => {
    await lockInsight(tx, ctx, id, input.updatedAt);
    const at = input.at ? new Date(input.at) : ctx.now;
    if (input.at && at <= ctx.now) {
      throw new AppError(400, "invalid_input", ctx.t("insights:errors.past"), {
        fields: { at: ctx.t("insights:errors.past") },
      });
    }
    const [text] = await tx.select().from(insightTexts).where(textOf(id, lang));
    const errors: FieldErrors = {};
    const fields = text ?? { title: "", excerpt: "", body: "", slug: "" };
    await checkPublishable(tx, ctx, lang, fields, errors);
    if (text) await checkSavable(tx, ctx, id, lang, text, errors);
    throwIfAny(errors);
    const updatedAt = await stampInsight(tx, id);
    await tx
      .update(insightTexts)
      .set({
        status: "published",
        publishAt: at,
        publishedOn: text?.publishedOn ?? at.toISOString().slice(0, 10),
        updatedBy: ctx.username,
        updatedAt,
      })
      .where(textOf(id, lang));
    const action = input.at ? "insight.scheduled" : "insight.published";
    await auditInsight(tx, ctx, action, id, { lang, publishAt: at.toISOString() });
    return (await readInsight(tx, id)) ?? Promise.reject(notFound(ctx));
  });
}

/** Takes one language off the site (back to a draft); the others keep their state. Audited. */
export async function unpublishInsight(ctx: EditorContext, id: number, lang: Lang, readAt: string) {
  return ctx.db.transaction(async (tx) => {
    await lockInsight(tx, ctx, id, readAt);
    const [text] = await tx
      .select({ status: insightTexts.status })
      .from(insightTexts)
      .where(textOf(id, lang));
    if (!text) throw notFound(ctx);
    const updatedAt = await stampInsight(tx, id);
    await tx
      .update(insightTexts)
      .set({ status: "draft", publishAt: null, updatedBy: ctx.username, updatedAt })
      .where(textOf(id, lang));
    await auditInsight(tx, ctx, "insight.unpublished", id, { lang });
    return (await readInsight(tx, id)) ?? Promise.reject(notFound(ctx));
  });
}
