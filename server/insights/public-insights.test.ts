import { parseFeed } from "@rowanmanning/feed-parser";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { insights, insightTexts } from "../db/schema";
import { createTestApp, type TestApp } from "../test/app";
import type { TestDatabase } from "../test/database";

/**
 * The public side of insights over HTTP on the real database: the feeds, the sitemap, and two instances on
 * one database (on PostgreSQL each with its own pool) seeing a change within 5 s.
 */
let a: TestApp;
let b: TestApp;
let second: TestDatabase | undefined;
const ORIGIN = "https://potentia.example";

beforeAll(async () => {
  a = await createTestApp({ PUBLIC_URL: ORIGIN });
  if (a.database.url)
    second = { ...(await openDatabase({ databaseUrl: a.database.url, max: 2 })), url: a.database.url };
  b = await createTestApp({ PUBLIC_URL: ORIGIN }, second ?? a.database);
});
afterAll(async () => {
  await b.close();
  await second?.close();
  await a.close();
});

/** An insight with a text in each of `langs`, published unless `publishAt` says later. */
async function addInsight(
  langs: ("en" | "ar" | "sr")[],
  text: (lang: string) => { slug: string; title: string; excerpt?: string; body?: string },
  publishAt = new Date("2025-01-01T00:00:00Z"),
): Promise<number> {
  const db = a.database.db;
  const [row] = await db
    .insert(insights)
    .values({ category: "news", topics: ["ai-and-analytics"] })
    .returning();
  const id = row?.id ?? 0;
  for (const lang of langs) {
    await db.insert(insightTexts).values({
      insightId: id,
      lang,
      excerpt: "",
      body: "Text.",
      ...text(lang),
      status: "published",
      publishAt,
      publishedOn: "2025-01-01",
    });
  }
  return id;
}

/** Polls `read` until it holds `wanted`; answers the milliseconds it took (fails after 5 s). */
async function within5s(read: () => Promise<string>, wanted: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await read()).includes(wanted)) return Date.now() - started;
    if (Date.now() - started > 5000) throw new Error(`"${wanted}" not seen within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const text = (app: TestApp, path: string) => app.request(path).then((response) => response.text());

const feed = async (app: TestApp, path: string) => {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  return parseFeed(await response.text());
};

describe("the Atom feeds", () => {
  it("list each language's published articles, newest first, with absolute links, authors and summaries", async () => {
    const expected = {
      "/feed.xml": ["Potentia: Insights & News", "Potentia at a Data Science Conference: AI in Research"],
      "/ar/feed.xml": ["بوتنشيا: رؤى وأخبار", "بوتنشيا في مؤتمر لعلوم البيانات: الذكاء الاصطناعي في البحث"],
      "/sr/feed.xml": ["Potentia: увиди и вести", "Potentia на конференцији о науци о подацима"],
    };
    for (const [path, [title, first]] of Object.entries(expected)) {
      const parsed = await feed(a, path);
      expect(parsed.title).toBe(title);
      const prefix = path.replace("/feed.xml", "");
      const original = parsed.items.filter((item) => item.url?.startsWith(`${ORIGIN}${prefix}/blog/`));
      expect(original.length, path).toBeGreaterThanOrEqual(4);
      expect(original[0]?.title, path).toBe(first);
      expect(original[0]?.description, path).toBeTruthy();
      expect(original[0]?.authors[0]?.name, path).toBeTruthy();
      expect(original[0]?.published?.toISOString()).toBe("2024-11-20T00:00:00.000Z");
      expect(parsed.updated).toBeInstanceOf(Date);
    }
  });

  it("escape what a title or summary holds and keep a language that is not published out", async () => {
    const title = `Fish & chips <b>"quoted"</b> 'single' ]]> \u0007`;
    await addInsight(["en"], () => ({
      slug: "escaped-title",
      title,
      excerpt: "<script>alert(1)</script> & more",
    }));
    await within5s(() => text(a, "/feed.xml"), "/blog/escaped-title");
    const item = (await feed(a, "/feed.xml")).items.find((entry) =>
      entry.url?.endsWith("/blog/escaped-title"),
    );
    expect(item?.title).toBe(`Fish & chips <b>"quoted"</b> 'single' ]]>`);
    expect(item?.description).toBe("<script>alert(1)</script> & more");
    const ar = await feed(a, "/ar/feed.xml");
    expect(ar.items.some((entry) => entry.url?.includes("escaped-title"))).toBe(false);
  });
});

describe("the sitemap", () => {
  it("names an article only in the languages it is public in, alternates following the insight", async () => {
    await addInsight(["en", "sr"], (lang) => ({
      slug: lang === "en" ? "only-two-languages" : "samo-dva-jezika",
      title: `Two ${lang}`,
    }));
    const xml = await text(a, "/sitemap.xml");
    expect(xml).toContain(`<loc>${ORIGIN}/blog/only-two-languages</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/sr/blog/samo-dva-jezika</loc>`);
    expect(xml).not.toContain("/ar/blog/only-two-languages");
    expect(xml).not.toContain("/ar/blog/samo-dva-jezika");
    const entry = xml
      .split("<url>")
      .find((url) => url.includes("<loc>https://potentia.example/blog/only-two-languages<"));
    expect(entry?.match(/hreflang="[^"]+"/g)).toEqual([
      'hreflang="en"',
      'hreflang="sr-Cyrl"',
      'hreflang="x-default"',
    ]);
    expect(entry).toContain(`href="${ORIGIN}/sr/blog/samo-dva-jezika"`);
    // The four first articles in their three languages, and the pages that exist in every language.
    expect(xml).toContain(`<loc>${ORIGIN}/ar/blog/consumer-behavior</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/sr/blog/topic/consumer-trends</loc>`);
  });
});

describe("two instances on one database", () => {
  it("see a title changed through the database within 5 s, each from its own cache", async () => {
    const id = await addInsight(["en"], () => ({ slug: "changing-title", title: "Before the change" }));
    await within5s(() => text(a, "/feed.xml"), "Before the change");
    await within5s(() => text(b, "/feed.xml"), "Before the change");
    await a.database.db
      .update(insightTexts)
      .set({ title: "After the change", updatedAt: sql`now()` })
      .where(and(eq(insightTexts.insightId, id), eq(insightTexts.lang, "en")));
    expect(await within5s(() => text(b, "/feed.xml"), "After the change")).toBeLessThan(5000);
    expect(await within5s(() => text(a, "/feed.xml"), "After the change")).toBeLessThan(5000);
  });

  it("publish a scheduled text when its time comes, with no write", async () => {
    const at = new Date(a.clock.now.getTime() + 60 * 60 * 1000);
    await addInsight(["en"], () => ({ slug: "scheduled-one", title: "Scheduled for later" }), at);
    // Once B has read the content's version again (it shows another text written after), it knows the time.
    await addInsight(["en"], () => ({ slug: "published-now", title: "Published at once" }));
    await within5s(() => text(b, "/feed.xml"), "Published at once");
    expect(await text(b, "/feed.xml")).not.toContain("Scheduled for later");
    b.clock.now = new Date(at.getTime() + 1000);
    expect(await text(b, "/feed.xml")).toContain("Scheduled for later");
  });
});
