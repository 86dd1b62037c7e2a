import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { languageChoiceHref } from "#core/lib/language-choice";
import { openDatabase } from "../../server/db/client";
import { insights, insightTexts } from "../../server/db/schema";
import { INITIAL_INSIGHTS } from "./support/initial-insights";
import { getHref, text } from "./support/public-site";
import { type ServerProcess, startServerProcess, tempDataDir, waitForExit } from "./support/spawn-server";

/**
 * The blog read from the database (decision 030). The first four articles show the very text the prerendered
 * pages showed (captured from the build before the change, tests/e2e/fixtures/initial-insights-text.json), but
 * that a leader's author card has the biography of the leadership page since leaders sign insights (decision 036).
 */
const BEFORE = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "fixtures/initial-insights-text.json"), "utf8"),
) as Record<Lang, Record<string, string>>;

for (const lang of LANGUAGES) {
  test(`the first four articles read as they did when prerendered (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const { slug } of INITIAL_INSIGHTS) {
      const response = await page.goto(getHref(`/blog/${slug}`, lang));
      expect(response?.status()).toBe(200);
      expect(await page.locator("main article").innerText(), `${lang} ${slug}`).toBe(BEFORE[lang][slug]);
      // Still a document with its own rules inline, and the language's feed named in its head.
      await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
      await expect(page.locator("script[src]")).toHaveCount(0);
      await expect(page.locator('head link[type="application/atom+xml"]')).toHaveAttribute(
        "href",
        new RegExp(`${getHref("/feed.xml", lang)}$`),
      );
    }
  });
}

// ---- A server of our own, on a database written before it starts ----------------------------------

const STAFF = { username: "insight-editor", password: "Copper-Lantern-Meadow-2026" };
const PAYLOAD = `<script>alert("title")</script><img src=x onerror=alert(1)></style>`;
let server: ServerProcess | undefined;
const ids = { twoLanguages: 0, payload: 0, draft: 0 };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const database = await openDatabase({ dataDir });
  const add = async (
    texts: Partial<Record<Lang, { slug: string; title: string; body?: string }>>,
    status = "published",
  ) => {
    const [row] = await database.db
      .insert(insights)
      .values({ topics: ["consumer-trends"] })
      .returning();
    for (const [lang, t] of Object.entries(texts)) {
      await database.db.insert(insightTexts).values({
        insightId: row!.id,
        lang,
        excerpt: `Excerpt ${lang}`,
        body: "A paragraph.",
        ...t,
        status,
        publishAt: new Date("2025-02-01T00:00:00Z"),
        publishedOn: "2025-02-01",
      });
    }
    return row!.id;
  };
  ids.twoLanguages = await add({
    en: { slug: "two-languages", title: "In two languages" },
    sr: { slug: "dva-jezika", title: "На два језика" },
  });
  ids.payload = await add({
    en: {
      slug: "payloads",
      title: PAYLOAD,
      body: [
        `A [bad link](javascript:alert(2)) and a [good one](/about). ${PAYLOAD}`,
        `**Heading ${PAYLOAD}**`,
        `- item ${PAYLOAD}`,
        `::: chart bar number 10\nChart <svg onload=alert(3)>\n<img src=x onerror=alert(4)> | 5\ncaption: </figcaption><script>alert(5)</script>\n:::`,
      ].join("\n\n"),
    },
  });
  ids.draft = await add(
    {
      en: { slug: "draft-one", title: "A draft not yet public" },
      ar: { slug: "draft-one", title: "مسودة لم تُنشر بعد" },
      sr: { slug: "draft-one", title: "Нацрт који још није јаван" },
    },
    "draft",
  );
  await database.close();
  const staff = spawnSync(process.execPath, ["--import", "tsx", "scripts/staff.ts", "add", STAFF.username], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    input: `${STAFF.password}\n`,
    encoding: "utf8",
  });
  expect(staff.status, staff.stderr).toBe(0);
  server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
});

test.afterAll(async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await waitForExit(server.child);
});

const at = (p: string) => `${server?.url}${p}`;

test("a language exists on its own: 404 where not published, alternates and switcher only where it is", async ({
  page,
}) => {
  expect((await page.goto(at("/ar/blog/two-languages")))?.status()).toBe(404);
  expect((await page.goto(at("/sr/blog/two-languages")))?.status()).toBe(404);
  for (const [lang, own] of [
    ["en", "/blog/two-languages"],
    ["sr", "/sr/blog/dva-jezika"],
  ] as const) {
    expect((await page.goto(at(own)))?.status()).toBe(200);
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(3);
    expect(await alternates.evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")))).toEqual([
      "en",
      "sr-Cyrl",
      "x-default",
    ]);
    // The switcher: the article where it exists, the blog's list where it does not (never a 404).
    const switcher = page.getByRole("navigation", { name: text(lang, "common", "language.label") }).first();
    const href = (l: Lang) =>
      switcher.locator(`a[hreflang="${l === "sr" ? "sr-Cyrl" : l}"]`).getAttribute("href");
    expect(await href("en")).toBe(languageChoiceHref("en", "/blog/two-languages"));
    expect(await href("sr")).toBe(languageChoiceHref("sr", "/sr/blog/dva-jezika"));
    expect(await href("ar")).toBe(languageChoiceHref("ar", "/ar/blog"));
  }
  // Each language's list shows its own published articles only.
  for (const [lang, title] of [
    ["en", "In two languages"],
    ["sr", "На два језика"],
    ["ar", null],
  ] as const) {
    await page.goto(at(getHref("/blog", lang)));
    const headings = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(lang === "en" ? 6 : lang === "sr" ? 5 : 4);
    if (title) await expect(headings.filter({ hasText: title })).toHaveCount(1);
    await expect(page.getByRole("main")).not.toContainText("A draft not yet public");
  }
  expect((await page.goto(at("/blog/draft-one")))?.status()).toBe(404);
});

test("stored payloads stay text under the CSP: no script runs, a javascript: link is no link", async ({
  page,
}) => {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  expect((await page.goto(at("/blog/payloads")))?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(PAYLOAD);
  await expect(main.getByRole("heading", { level: 2, name: `Heading ${PAYLOAD}` })).toBeVisible();
  await expect(main.getByRole("img", { name: "Chart <svg onload=alert(3)>" })).toBeVisible();
  await expect(main.locator("figcaption")).toHaveText("</figcaption><script>alert(5)</script>");
  await expect(main.getByText("bad link", { exact: false })).toBeVisible();
  await expect(main.getByRole("link", { name: "bad link" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "good one" })).toHaveAttribute("href", "/about");
  expect(await page.locator("[onerror], [onload]").count()).toBe(0);
  expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
  expect(await page.locator("body script:not([type='application/ld+json'])").count()).toBe(0);
  expect(await page.title()).toContain(PAYLOAD);
  await page.waitForLoadState("load");
  expect(dialogs).toEqual([]);
  expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
});

async function signIn(page: Page, lang: Lang) {
  const response = await page.request.post(at("/api/auth/login"), {
    data: STAFF,
    headers: { "Accept-Language": lang, Origin: server?.url ?? "" },
  });
  expect(response.status(), await response.text()).toBe(200);
}

for (const lang of LANGUAGES) {
  test(`the staff preview shows a draft as its page would, under a band, staff only (${lang})`, async ({
    page,
  }) => {
    const preview = getHref(`/crm/insights/${ids.draft}/preview/${lang}`, lang);
    // Without a session: sent to the staff sign-in, and nothing of the draft.
    const anonymous = await page.request.get(at(preview), { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe(getHref("/crm", lang));
    expect(await anonymous.text()).not.toContain("draft");

    await signIn(page, lang);
    expect((await page.goto(at(preview)))?.status()).toBe(200);
    await expect(page.locator("[data-preview-band]")).toHaveText(text(lang, "blog", "previewBand"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      { en: "A draft not yet public", ar: "مسودة لم تُنشر بعد", sr: "Нацрт који још није јаван" }[lang],
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await page.screenshot({ path: `/tmp/inspub/preview-${lang}.png`, fullPage: false });
  });
}
