import { and, eq, inArray, lte } from "drizzle-orm";
import { isLang, type Lang } from "#core/i18n/languages";
import type { Db } from "../db/client";
import { insightTexts } from "../db/schema";
import type { InsightText } from "./insight-mail";

export type PublicTexts = Partial<Record<Lang, InsightText>>;

/** The public languages of insights (status published, publish_at come), by insight id. */
export async function publicInsightTexts(
  db: Db,
  now: Date,
  insightIds?: number[],
): Promise<Map<number, PublicTexts>> {
  const rows = await db
    .select({
      insightId: insightTexts.insightId,
      lang: insightTexts.lang,
      slug: insightTexts.slug,
      title: insightTexts.title,
      excerpt: insightTexts.excerpt,
    })
    .from(insightTexts)
    .where(
      and(
        eq(insightTexts.status, "published"),
        lte(insightTexts.publishAt, now),
        insightIds ? inArray(insightTexts.insightId, insightIds) : undefined,
      ),
    );
  const texts = new Map<number, PublicTexts>();
  for (const { insightId, lang, ...text } of rows) {
    if (!isLang(lang)) continue;
    texts.set(insightId, { ...texts.get(insightId), [lang]: text });
  }
  return texts;
}

/** The language a subscriber gets an insight in: their own when public, else English, else none (skipped). */
export function recipientLang(subscriberLang: string, texts: PublicTexts): Lang | undefined {
  if (isLang(subscriberLang) && texts[subscriberLang]) return subscriberLang;
  return texts.en ? "en" : undefined;
}

/** A title to show a reader: in their language when there is one, else English, else any. */
export function titleFor<T extends { title: string }>(
  texts: Partial<Record<Lang, T>>,
  reader: Lang,
): { title: string; titleLang: Lang } {
  const lang = texts[reader] ? reader : texts.en ? "en" : (Object.keys(texts).find(isLang) ?? "en");
  return { title: texts[lang]?.title ?? "", titleLang: lang };
}
