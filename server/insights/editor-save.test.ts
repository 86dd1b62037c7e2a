import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { InsightListItem, InsightView } from "#core/domain/insights";
import { LANGUAGES } from "#core/i18n/languages";
import { insights, insightTexts } from "../db/schema";
import { loginAsStaff } from "../test/staff";
import { type EditorTest, fullInsight, insightsT, setupEditor, stored } from "./editor-test-support";

const ed = setupEditor();
type Failure = {
  error: { code: string; message: string; fields?: Record<string, string>; current?: InsightView };
};

async function counts(e: EditorTest) {
  const db = e.t.database.db;
  const [a] = await db.select({ n: count() }).from(insights);
  const [b] = await db.select({ n: count() }).from(insightTexts);
  return [a?.n, b?.n];
}

async function create(input = fullInsight()) {
  const res = await ed.call<InsightView>("POST", "/api/crm/insights", input);
  expect(res.status).toBe(201);
  return res.body;
}

describe("creating and listing insights", () => {
  it("creates an insight with three drafts, suggests Latin slugs, lists it and audits it", async () => {
    const input = fullInsight();
    input.texts.sr = { title: "Ђачки џеп и чај", excerpt: "", body: "", slug: "" };
    input.texts.ar = { title: "المتسوقون في الخليج", excerpt: "", body: "", slug: "" };
    const made = await create(input);
    expect(made.texts.en).toMatchObject({ title: "Shoppers in 2026", status: "draft", publishAt: null });
    expect(made.texts.sr?.slug).toBe("djacki-dzep-i-caj");
    expect(made.texts.ar?.slug).toBe(`insight-${made.id}`);
    const db = await stored(ed.t, made.id);
    expect(db.row?.updatedAt.toISOString()).toBe(made.updatedAt);
    for (const lang of LANGUAGES) expect(db.texts[lang]?.updatedAt.toISOString()).toBe(made.updatedAt);
    expect(db.actions).toEqual(["insight.created"]);
    const list = await ed.call<{ items: InsightListItem[] }>("GET", "/api/crm/insights?status=draft");
    expect(list.body.items.find((item) => item.id === made.id)?.texts.sr).toMatchObject({
      title: "Ђачки џеп и чај",
      status: "draft",
    });
    const published = await ed.call<{ items: InsightListItem[] }>(
      "GET",
      "/api/crm/insights?status=published",
    );
    expect(published.body.items.map((item) => item.id)).not.toContain(made.id);
  });

  it("leaves out a language sent empty, and removes its draft when emptied", async () => {
    const made = await create(fullInsight({ texts: { en: fullInsight().texts.en } }));
    expect(Object.keys(made.texts)).toEqual(["en"]);
    const { texts: _t, ...shared } = fullInsight();
    const emptied = await ed.call<InsightView>("PATCH", `/api/crm/insights/${made.id}`, {
      ...shared,
      updatedAt: made.updatedAt,
      texts: { en: { title: "", excerpt: "", body: "", slug: "" } },
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body.texts).toEqual({});
  });
});

describe.each(LANGUAGES)("refused input, in %s, saves nothing", (lang) => {
  const t = insightsT(lang);
  const language = (l: string) => t(`languages.${l}`);

  async function refused(input: ReturnType<typeof fullInsight>, field: string, message: string) {
    const before = await counts(ed);
    const res = await ed.call<Failure>("POST", "/api/crm/insights", input, { lang });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.[field]).toBe(message);
    expect(await counts(ed)).toEqual(before);
  }

  it("a slug with capitals or spaces", async () => {
    const input = fullInsight();
    input.texts.en = { ...input.texts.en!, slug: "Shoppers 2026" };
    await refused(input, "texts.en.slug", t("errors.slug"));
  });

  it("a slug another insight has in the same language (another language may share it)", async () => {
    const first = await create();
    const input = fullInsight();
    input.texts.ar = { ...input.texts.ar!, slug: first.texts.en!.slug };
    const shared = await create(input);
    expect(shared.texts.ar?.slug).toBe(first.texts.en?.slug);
    const clash = fullInsight();
    clash.texts.sr = { ...clash.texts.sr!, slug: first.texts.sr!.slug };
    await refused(
      clash,
      "texts.sr.slug",
      t("errors.slugTaken", { slug: first.texts.sr!.slug, language: language("sr") }),
    );
  });

  it("a title over 160, an excerpt over 300, a body over 50,000 characters", async () => {
    const input = fullInsight();
    input.texts.en = { ...input.texts.en!, title: "t".repeat(161) };
    await refused(input, "texts.en.title", t("errors.titleTooLong"));
    const excerpt = fullInsight();
    excerpt.texts.ar = { ...excerpt.texts.ar!, excerpt: "e".repeat(301) };
    await refused(excerpt, "texts.ar.excerpt", t("errors.excerptTooLong"));
    const body = fullInsight();
    body.texts.sr = { ...body.texts.sr!, body: "b".repeat(50_001) };
    await refused(body, "texts.sr.body", t("errors.bodyTooLong"));
    const fits = fullInsight();
    fits.texts.en = {
      ...fits.texts.en!,
      title: "t".repeat(160),
      excerpt: "e".repeat(300),
      body: "b".repeat(50_000),
    };
    await create(fits);
  });

  it("a link that is neither http(s) nor a page of the site", async () => {
    for (const link of ["javascript:void", "mailto:a@b.rs", "//evil.example/x", "ftp://files.example"]) {
      const input = fullInsight();
      input.texts.sr = { ...input.texts.sr!, body: `Видите [овде](${link}).` };
      await refused(
        input,
        "texts.sr.body",
        t("errors.link", { link: `\u2068${link}\u2069`, language: language("sr") }),
      );
    }
  });

  it("a chart block left open, or with a row that is not a label and a number", async () => {
    const open = fullInsight();
    open.texts.en = { ...open.texts.en!, body: "Intro.\n\n::: chart bar percent 100\nShare\nRiyadh | 42" };
    await refused(
      open,
      "texts.en.body",
      t("errors.chart.chart-unclosed", { line: 3, language: language("en") }),
    );
    const row = fullInsight();
    row.texts.ar = {
      ...row.texts.ar!,
      body: "::: chart bar percent 100\nالحصة\nالرياض | 42\nجدة | كثير\n:::",
    };
    await refused(row, "texts.ar.body", t("errors.chart.chart-row", { line: 4, language: language("ar") }));
  });
});

describe("a save based on an old version", () => {
  it.each(LANGUAGES)("answers 409 in %s with the newer values, and overwrites nothing", async (lang) => {
    const made = await create();
    const { texts, ...shared } = fullInsight();
    const first = await ed.call<InsightView>("PATCH", `/api/crm/insights/${made.id}`, {
      ...shared,
      updatedAt: made.updatedAt,
      texts: { en: { ...made.texts.en!, title: "First tab's title" } },
    });
    expect(first.status).toBe(200);
    expect(new Date(first.body.updatedAt) > new Date(made.updatedAt)).toBe(true);
    const other = (await loginAsStaff(ed.t, "admin1", "admin")).cookie;
    const second = await ed.call<Failure>(
      "PATCH",
      `/api/crm/insights/${made.id}`,
      {
        ...shared,
        author: "nikola-markovic",
        updatedAt: made.updatedAt,
        texts: { en: { ...made.texts.en!, title: "Second" } },
      },
      { lang, cookie: other },
    );
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(insightsT(lang)("errors.stale"));
    expect(second.body.error.current?.texts.en?.title).toBe("First tab's title");
    const db = await stored(ed.t, made.id);
    expect(db.texts.en?.title).toBe("First tab's title");
    expect(db.row?.author).toBe("sara-al-otaibi");
    expect(db.actions).toEqual(["insight.created", "insight.updated"]);
    expect(texts).toBeDefined();
  });
});
