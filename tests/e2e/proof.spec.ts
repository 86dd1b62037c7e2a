import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { FIRST_LEADER_TEXTS } from "../first-leaders";
import { INITIAL_CASES, initialOnly } from "./support/initial-cases";
import { type Lang, text } from "./support/public-site";

/**
 * Evidence on the public pages (issue #17): the case results as large figures with attributed quotes,
 * the client organisations by sector, the quality standards as data, and the pictures' alt texts,
 * in English, Arabic and Serbian.
 */

const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

/** The six case results as each language writes them (core/lib/format.ts and the units). */
const FIGURES: Record<Lang, string[]> = {
  en: ["23%", "12%", "28%", "2.3×", "18%", "25%"],
  ar: ["23٪", "12٪", "28٪", "2.3 ضعف", "18٪", "25٪"],
  sr: ["23%", "12%", "28%", "2,3×", "18%", "25%"],
};

const LANGS: Lang[] = ["en", "ar", "sr"];
const quoteOf = (id: string, lang: Lang) => {
  const found = INITIAL_CASES.find((c) => c.key === id)?.texts[lang];
  if (!found) throw new Error(`no initial case ${id}`);
  return found;
};
const CASES = INITIAL_CASES.map((c) => c.key);

for (const lang of LANGS) {
  test.describe(`proof in ${lang}`, () => {
    test("home: each success story shows its figures as statistics and an attributed quote", async ({
      page,
    }) => {
      await page.goto(prefix(lang) || "/");
      const stories = page.getByRole("region", { name: text(lang, "home", "successStories.title") });
      await expect(stories.locator(`${initialOnly("data-story")} [data-stat-value]`)).toHaveText(
        FIGURES[lang],
      );
      await expect(stories.locator("[data-story=banking] dt").last()).toHaveText(
        quoteOf("banking", lang).storyLabels.utilization ?? "",
      );
      for (const id of CASES) {
        const card = stories.locator(`[data-story=${id}]`);
        const quote = quoteOf(id, lang);
        await expect(card.locator("figure blockquote")).toHaveText(quote.quote);
        await expect(card.locator("figure figcaption")).toHaveText(quote.attribution);
      }
      if (lang === "sr") {
        // Serbian quotes „like this“ (the browser's own marks for English and Arabic).
        const quotes = await stories
          .locator("[data-story=automotive] q")
          .evaluate((q) => getComputedStyle(q).quotes);
        expect(quotes).toBe('"„" "“"');
      }
    });

    test("home: the client organisations are grouped by sector, with a count each", async ({ page }) => {
      await page.goto(prefix(lang) || "/");
      const clients = page.getByRole("region", { name: text(lang, "home", "clients.title") });
      await expect(clients.getByRole("heading", { level: 4 })).toHaveText(
        ["finance", "consumer", "services", "life-sciences"].map((id) =>
          text(lang, "home", `clients.groups.${id}`),
        ),
      );
      await expect(clients.locator("[data-client]")).toHaveCount(12);
      await expect(clients.locator("[data-client-group=consumer] [data-client]")).toHaveCount(4);
      const counts = {
        en: ["3 organizations", "4 organizations", "3 organizations", "2 organizations"],
        ar: ["3 مؤسسات", "4 مؤسسات", "3 مؤسسات", "مؤسستان"],
        sr: ["3 организације", "4 организације", "3 организације", "2 организације"],
      }[lang];
      await expect(clients.locator("[data-client-count]")).toHaveText(counts);
      await expect(clients.locator("[data-client=retail-bank]")).toHaveText(
        text(lang, "home", "clients.items.retail-bank"),
      );
      // Proof, not decoration: no icon repeated beside each organisation, no logo pretending to be one.
      await expect(clients.locator("svg, img")).toHaveCount(0);
    });

    test("home: the office drawings have alt texts", async ({ page }) => {
      await page.goto(prefix(lang) || "/");
      for (const office of ["belgrade", "riyadh"]) {
        await expect(page.locator(`[data-office=${office}] picture img`)).toHaveAttribute(
          "alt",
          text(lang, "home", `offices.imageAlt.${office}`),
        );
      }
    });

    test("industries: each case study's results are large figures with an attributed quote", async ({
      page,
    }) => {
      await page.goto(`${prefix(lang)}/industries`);
      await expect(page.locator(`${initialOnly("data-case")} [data-stat-value]`)).toHaveText(FIGURES[lang]);
      for (const id of CASES) {
        const study = page.getByRole("article", {
          name: quoteOf(id, lang).title,
        });
        await expect(study.getByRole("heading", { level: 4 })).toHaveText(
          text(lang, "pages", "industries.labels.results"),
        );
        await expect(study.locator("figcaption")).toHaveText(quoteOf(id, lang).attribution);
      }
      await expect(page.locator("[data-case=government] dt").last()).toHaveText(
        quoteOf("government", lang).resultLabels.processing ?? "",
      );
    });

    test("methodology: the quality figures are statistics and the standards a definition list", async ({
      page,
    }) => {
      await page.goto(`${prefix(lang)}/methodology`);
      const quality = page.getByRole("region", { name: text(lang, "pages", "methodology.quality.title") });
      const percent = lang === "ar" ? "100٪" : "100%";
      await expect(quality.locator("[data-quality-figure] dd")).toHaveText(["5", percent, percent, "3"]);
      await expect(quality.locator("[data-quality-figure=laws] dt")).toHaveText(
        text(lang, "pages", "methodology.quality.figures.laws"),
      );
      const standards = quality.locator("[data-quality-standard]");
      await expect(standards).toHaveCount(4);
      await expect(standards.first().locator("xpath=..")).toHaveJSProperty("tagName", "DL");
      await expect(quality.locator("[data-quality-standard=process] dt")).toContainText("ISO 20252");
      await expect(quality.locator("[data-quality-standard=process] dt")).toContainText(
        text(lang, "pages", "methodology.quality.items.process.title"),
      );
    });

    test("leadership: the leaders are shown as monograms with alt texts", async ({ page }) => {
      await page.goto(`${prefix(lang)}/leadership`);
      for (const { name } of FIRST_LEADER_TEXTS[lang]) {
        const card = page.getByRole("article", { name });
        await expect(
          card.getByRole("img", { name: text(lang, "pages", "leadership.labels.monogram", { name }) }),
        ).toBeVisible();
      }
    });
  });
}

test("the figures read right to left in Arabic: the first case's figure sits at the start (right)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ar/industries");
  const stats = page.locator("[data-case=automotive] [data-stat-value]");
  const first = await stats.nth(0).boundingBox();
  const second = await stats.nth(1).boundingBox();
  expect(first && second && first.x > second.x).toBe(true);
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the pages with proof, in every language, at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const found: string[] = [];
    for (const lang of LANGS) {
      for (const path of ["/industries", "/methodology", "/leadership", ""]) {
        const url = `${prefix(lang)}${path}` || "/";
        await page.goto(url, { waitUntil: "load" });
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .setLegacyMode(true)
          .analyze();
        found.push(
          ...results.violations.map((v) => `${url}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`),
        );
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
