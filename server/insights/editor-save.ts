import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type InsightUpdate, type insightInputSchema, suggestSlug } from "#core/domain/insights";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { insights, insightTexts } from "../db/schema";
import { checkAuthor, checkPublishable, checkSavable, type FieldErrors, throwIfAny } from "./editor-checks";
import { auditInsight, type EditorContext, type Tx } from "./editor-context";
import { lockInsight, stampInsight } from "./editor-lock";
import { readInsight } from "./editor-read";

type Input = z.output<typeof insightInputSchema>;
type TextInput = NonNullable<Input["texts"][Lang]>;

/** A new insight, its languages as drafts (201); audited. */
export async function createInsight(ctx: EditorContext, input: Input) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(insights)
      .values({
        category: input.category,
        author: input.author,
        topics: input.topics,
        createdBy: ctx.username,
      })
      .returning({ id: insights.id });
    if (!row) throw new Error("insert returned no row");
    return saveTexts(tx, ctx, row.id, input, "insight.created");
  });
}

/** Saves the shared fields and the languages sent, if the client read the latest version (else 409); audited. */
export async function updateInsight(
  ctx: EditorContext,
  id: number,
  input: Input & Pick<InsightUpdate, "updatedAt">,
) {
  return ctx.db.transaction(async (tx) => {
    await lockInsight(tx, ctx, id, input.updatedAt);
    await tx
      .update(insights)
      .set({ category: input.category, author: input.author, topics: input.topics })
      .where(eq(insights.id, id));
    return saveTexts(tx, ctx, id, input, "insight.updated");
  });
}

const isEmpty = (text: TextInput) => !text.title && !text.excerpt && !text.body && !text.slug;

/**
 * Writes each language sent: an empty one removes its draft; a published one must stay publishable. Every
 * check runs before the answer, and any failure answers 400 with a message per field, all rolled back.
 */
async function saveTexts(tx: Tx, ctx: EditorContext, id: number, input: Input, action: string) {
  const errors: FieldErrors = {};
  await checkAuthor(tx, ctx, input.author, errors);
  const existing = await tx.select().from(insightTexts).where(eq(insightTexts.insightId, id));
  const updatedAt = await stampInsight(tx, id);
  const written: Lang[] = [];
  for (const lang of LANGUAGES) {
    const text = input.texts[lang];
    if (!text) continue;
    const before = existing.find((row) => row.lang === lang);
    const where = and(eq(insightTexts.insightId, id), eq(insightTexts.lang, lang));
    if (isEmpty(text) && before?.status !== "published") {
      if (before) await tx.delete(insightTexts).where(where);
      continue;
    }
    const slug = text.slug || before?.slug || suggestSlug(text.title, id);
    const fields = { ...text, slug };
    await checkSavable(tx, ctx, id, lang, fields, errors);
    if (before?.status === "published") await checkPublishable(tx, ctx, lang, fields, errors);
    if (Object.keys(errors).length > 0) continue; // answered 400 below, nothing kept
    const values = { ...fields, updatedBy: ctx.username, updatedAt };
    if (before) await tx.update(insightTexts).set(values).where(where);
    else await tx.insert(insightTexts).values({ insightId: id, lang, ...values });
    written.push(lang);
  }
  throwIfAny(errors);
  await auditInsight(tx, ctx, action, id, { languages: written });
  return (await readInsight(tx, id)) as NonNullable<Awaited<ReturnType<typeof readInsight>>>;
}
