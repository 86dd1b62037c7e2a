/**
 * The four insights the site starts with, as the tests know them: read from their migration
 * (drizzle/0018_initial_insights.sql, the record of the initial content), newest first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AuthorId, TopicId } from "#core/content/articles";
import { type ChartBlock, parseInsightBody } from "#core/domain/insight-body";
import type { Lang } from "#core/i18n/languages";

export interface InitialInsight {
  id: number;
  slug: string;
  category: "insights" | "news";
  author: AuthorId;
  topics: TopicId[];
  date: string;
  texts: Record<Lang, { title: string; excerpt: string; body: string; chart: ChartBlock }>;
}

const SQL = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle/0018_initial_insights.sql"),
  "utf8",
);
const STRING = "'((?:[^']|'')*)'";
const unquote = (text: string) => text.replace(/''/g, "'");

const insights = [
  ...SQL.matchAll(new RegExp(`VALUES \\((\\d+), ${STRING}, ${STRING}, ARRAY\\[([^\\]]*)\\]`, "g")),
].map(([, id, category, author, topics]) => ({
  id: Number(id),
  category: category as InitialInsight["category"],
  author: author as AuthorId,
  topics: [...(topics ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1] as TopicId),
}));

const texts = [
  ...SQL.matchAll(
    new RegExp(
      `VALUES \\((\\d+), '(en|ar|sr)', ${STRING}, ${STRING}, ${STRING}, ${STRING}, 'published', '[^']+', '([^']+)'\\)`,
      "g",
    ),
  ),
].map(([, id, lang, slug, title, excerpt, body, date]) => ({
  id: Number(id),
  lang: lang as Lang,
  slug: unquote(slug ?? ""),
  title: unquote(title ?? ""),
  excerpt: unquote(excerpt ?? ""),
  body: unquote(body ?? ""),
  date: date ?? "",
}));

export const INITIAL_INSIGHTS: InitialInsight[] = insights
  .map((insight) => {
    const own = texts.filter((text) => text.id === insight.id);
    const first = own[0];
    if (!first || own.length !== 3)
      throw new Error(`insight ${insight.id}: ${own.length} texts in the migration`);
    const chartOf = (body: string) => {
      const block = parseInsightBody(body).blocks.find((b) => b.kind === "chart");
      if (block?.kind !== "chart") throw new Error(`insight ${insight.id} has no chart`);
      return block.chart;
    };
    return {
      ...insight,
      slug: first.slug,
      date: first.date,
      texts: Object.fromEntries(
        own.map((text) => [text.lang, { ...text, chart: chartOf(text.body) }]),
      ) as unknown as InitialInsight["texts"],
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date));
