import { parseFeed } from "@rowanmanning/feed-parser";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { InsightView } from "#core/domain/insights";
import type { LeaderCreate } from "#core/domain/leaders";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { getHref } from "#core/lib/paths";
import { insights } from "../db/schema";
import { fullInsight, insightsT, setupEditor } from "./editor-test-support";

/** Who signs an insight: the team or any leader of /crm/people, named as staff wrote them in each language. */
const ed = setupEditor();
const NAMES: Record<Lang, string> = { en: "Mila Petrović", ar: "ميلا بتروفيتش", sr: "Мила Петровић" };

let serial = 0;
async function addLeader(): Promise<string> {
  serial += 1;
  const key = `author-${serial}`;
  const text = (lang: Lang) => ({
    name: NAMES[lang],
    role: "Research Lead",
    bio: "Bio.",
    location: "Belgrade",
    initials: "",
  });
  const input: LeaderCreate = {
    key,
    email: `${key}@example.com`,
    linkedIn: "https://www.linkedin.com/in/someone",
    office: "belgrade",
    photoImageId: null,
    texts: { en: text("en"), ar: text("ar"), sr: text("sr") },
  };
  expect((await ed.call("POST", "/api/crm/leaders", input)).status).toBe(201);
  return key;
}

/** A new insight signed by `author`, published in every language. */
async function publishedBy(author: string): Promise<InsightView> {
  const made = await ed.call<InsightView>("POST", "/api/crm/insights", fullInsight({ author }));
  expect(made.status).toBe(201);
  let view = made.body;
  for (const lang of LANGUAGES) {
    const res = await ed.call<InsightView>("POST", `/api/crm/insights/${view.id}/publish/${lang}`, {
      updatedAt: view.updatedAt,
    });
    expect(res.status).toBe(200);
    view = res.body;
  }
  return view;
}

/** The name the language's feed gives the insight's author (the pages are tested in the browser). */
async function feedAuthor(view: InsightView, lang: Lang): Promise<string | null | undefined> {
  const slug = view.texts[lang]?.slug ?? "";
  const feed = parseFeed(await (await ed.t.request(getHref("/feed.xml", lang))).text());
  return feed.items.find((item) => item.url?.endsWith(`/blog/${slug}`))?.authors[0]?.name;
}

describe("an insight's author", () => {
  it("may be a leader added later: each language's feed names them as staff wrote the name", async () => {
    const key = await addLeader();
    const view = await publishedBy(key);
    expect(view.author).toBe(key);
    for (const lang of LANGUAGES) {
      // The feeds see a change within seconds (each instance checks the content's version).
      await expect.poll(() => feedAuthor(view, lang), { timeout: 5000 }).toBe(NAMES[lang]);
    }
    expect((await ed.call("DELETE", `/api/crm/insights/${view.id}`)).status).toBe(204);
  });

  it.each(LANGUAGES)(
    "must be the team or a leader on the list: otherwise refused in %s, nothing saved",
    async (lang) => {
      const [before] = await ed.t.database.db.select({ n: count() }).from(insights);
      const res = await ed.call<{ error: { message: string; fields: Record<string, string> } }>(
        "POST",
        "/api/crm/insights",
        fullInsight({ author: "no-such-leader" }),
        { lang },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields.author).toBe(insightsT(lang)("errors.author"));
      const [after] = await ed.t.database.db.select({ n: count() }).from(insights);
      expect(after?.n).toBe(before?.n);
    },
  );

  it("becomes the team when the leader is deleted, as a new version the open editor is told of", async () => {
    const key = await addLeader();
    const view = await publishedBy(key);
    expect((await ed.call("DELETE", `/api/crm/leaders/${key}`)).status).toBe(204);
    const [row] = await ed.t.database.db.select().from(insights).where(eq(insights.id, view.id));
    expect(row?.author).toBe("potentia-team");
    expect(row?.updatedAt.getTime()).toBeGreaterThan(Date.parse(view.updatedAt));
    for (const lang of LANGUAGES) {
      const team = serverT(lang, "blog")("authors.potentia-team.name");
      await expect.poll(() => feedAuthor(view, lang), { timeout: 5000 }).toBe(team);
    }
  });
});
