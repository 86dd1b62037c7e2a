import { asc, desc, eq, inArray } from "drizzle-orm";
import type { TopicId } from "#core/content/articles";
import {
  type InsightCategory,
  type InsightListItem,
  type InsightState,
  type InsightTextView,
  type InsightView,
  insightState,
} from "#core/domain/insights";
import { isLang } from "#core/i18n/languages";
import { insights, insightTexts } from "../db/schema";
import type { Tx } from "./editor-context";

type TextRow = typeof insightTexts.$inferSelect;

function textView(row: TextRow): InsightTextView {
  return {
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    slug: row.slug,
    status: row.status === "published" ? "published" : "draft",
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedOn: row.publishedOn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function textsOf(tx: Pick<Tx, "select">, ids: number[]): Promise<Map<number, TextRow[]>> {
  const byId = new Map<number, TextRow[]>();
  if (ids.length === 0) return byId;
  const rows = await tx.select().from(insightTexts).where(inArray(insightTexts.insightId, ids));
  for (const row of rows) byId.set(row.insightId, [...(byId.get(row.insightId) ?? []), row]);
  return byId;
}

/** One insight with every language it has, or null. */
export async function readInsight(tx: Pick<Tx, "select">, id: number): Promise<InsightView | null> {
  const [row] = await tx.select().from(insights).where(eq(insights.id, id));
  if (!row) return null;
  const texts: InsightView["texts"] = {};
  for (const text of (await textsOf(tx, [id])).get(id) ?? []) {
    if (isLang(text.lang)) texts[text.lang] = textView(text);
  }
  return {
    id: row.id,
    category: row.category as InsightCategory,
    author: row.author,
    topics: row.topics as TopicId[],
    updatedAt: row.updatedAt.toISOString(),
    texts,
  };
}

/** Every insight, last changed first, each language's title, slug and state; or those with a language in `state`. */
export async function listInsights(
  tx: Pick<Tx, "select">,
  now: Date,
  state?: InsightState,
): Promise<InsightListItem[]> {
  const rows = await tx
    .select({ id: insights.id, updatedAt: insights.updatedAt })
    .from(insights)
    .orderBy(desc(insights.updatedAt), asc(insights.id));
  const texts = await textsOf(
    tx,
    rows.map((r) => r.id),
  );
  const items: InsightListItem[] = [];
  for (const row of rows) {
    const mine = texts.get(row.id) ?? [];
    const item: InsightListItem = { id: row.id, updatedAt: row.updatedAt.toISOString(), texts: {} };
    for (const text of mine) {
      if (!isLang(text.lang)) continue;
      const { title, slug, status, publishAt, updatedAt } = textView(text);
      item.texts[text.lang] = { title, slug, status, publishAt, updatedAt };
    }
    const states = Object.values(item.texts).map((text) => insightState(text, now));
    if (!state || states.includes(state) || (state === "draft" && states.length === 0)) items.push(item);
  }
  return items;
}
