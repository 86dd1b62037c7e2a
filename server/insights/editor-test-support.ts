import { eq } from "drizzle-orm";
import type { InsightInput } from "#core/domain/insights";
import type { Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { auditLog, insights, insightTexts } from "../db/schema";
import type { TestApp } from "../test/app";
import { type StaffApiTest, setupStaffApi } from "../test/staff-api";

export type EditorTest = StaffApiTest;

/** One test app per file, signed in as a sales member. */
export const setupEditor = setupStaffApi;

/** The editor's texts in a language, as the API answers them. */
export const insightsT = (lang: Lang) => serverT(lang, "insights");

let serial = 0;
/** A complete draft in the three languages, each slug new. */
export function fullInsight(overrides: Partial<InsightInput> = {}): InsightInput {
  serial += 1;
  const text = (lang: Lang, title: string) => ({
    title,
    excerpt: `Excerpt ${lang}`,
    body: `First paragraph, see [our approach](/approach) and [a source](https://example.org/report).\n\n**Heading**\n\n- one\n- two`,
    slug: `insight-${lang}-${serial}`,
  });
  return {
    category: "insights",
    author: "sara-al-otaibi",
    topics: ["consumer-trends"],
    texts: {
      en: text("en", "Shoppers in 2026"),
      sr: text("sr", "Купци у 2026."),
      ar: text("ar", "المتسوقون في 2026"),
    },
    ...overrides,
  };
}

/** What the database holds of an insight: its row, its languages' rows, its audit actions. */
export async function stored(t: TestApp, id: number) {
  const db = t.database.db;
  const [row] = await db.select().from(insights).where(eq(insights.id, id));
  const texts = await db.select().from(insightTexts).where(eq(insightTexts.insightId, id));
  const audit = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)));
  return {
    row,
    texts: Object.fromEntries(texts.map((text) => [text.lang, text])),
    actions: audit.filter((a) => a.entity === "insight").map((a) => a.action),
  };
}
