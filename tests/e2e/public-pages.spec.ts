import { expect, type Page, test } from "@playwright/test";
import { TIMELINE } from "#core/content/pages";
import { formatYear } from "#core/lib/format";
import { FIRST_LEADER_TEXTS } from "../first-leaders";
import { ALL_PUBLIC_PATHS, getHref, LANGUAGES, splitLangPath, text } from "./support/public-site";

/**
 * The public pages look like one site: every page but home opens with the page hero, the footer folds its link
 * groups on a phone (without script), and the pages' letters and marks are the language's own: the leaders'
 * monograms, the quotation marks of a quote, each milestone of the about page named with its year.
 */
const HERO = "main section[aria-labelledby='page-title']";

/** The texts of the footer's links in the group titled `title`, as shown (none when folded). */
async function shownGroupLinks(page: Page, title: string): Promise<string[]> {
  const group = page
    .getByRole("contentinfo")
    .locator("details", { has: page.getByRole("heading", { name: title }) });
  return group
    .getByRole("link")
    .evaluateAll((links) =>
      links.filter((link) => link.checkVisibility()).map((link) => link.textContent ?? ""),
    );
}

const GROUPS = [
  ["footer.services", 5],
  ["footer.company", 4],
  ["footer.legal", 3],
] as const;

for (const lang of LANGUAGES) {
  test.describe(`public pages in ${lang}`, () => {
    test("every page but home opens with the page hero: the h1 on a band at the top of the main content", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.route(/\.(avif|webp|png|jpe?g|webm|mp4)(\?|$)/, (route) => route.abort());
      const pages = ALL_PUBLIC_PATHS.filter((url) => {
        const { lang: pageLang, path } = splitLangPath(url);
        return pageLang === lang && path !== "/";
      });
      for (const url of pages) {
        await page.goto(url, { waitUntil: "domcontentloaded" });
        await expect(page.locator(`${HERO} h1`), url).toHaveCount(1);
        const [heroTop, mainTop] = await page.evaluate((hero) => {
          const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top;
          return [top(hero), top("main")];
        }, HERO);
        expect(heroTop, url).toBe(mainTop);
      }
    });

    test.describe("without script", () => {
      test.use({ javaScriptEnabled: false });

      test("the footer folds its link groups on a phone, a tap opens one; on a wide screen they are open", async ({
        page,
      }) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(getHref("/about", lang));
        const footer = page.getByRole("contentinfo");
        const folded = (await footer.boundingBox())?.height ?? 0;
        for (const [title] of GROUPS)
          expect(await shownGroupLinks(page, text(lang, "common", title))).toEqual([]);
        for (const [title, count] of GROUPS) {
          await footer.getByText(text(lang, "common", title), { exact: true }).click();
          expect(await shownGroupLinks(page, text(lang, "common", title))).toHaveLength(count);
        }
        const unfolded = (await footer.boundingBox())?.height ?? 0;
        // The three groups folded save the height of their twelve links.
        expect(unfolded - folded).toBeGreaterThan(300);
        expect(folded).toBeLessThan(1100);

        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(getHref("/about", lang));
        for (const [title, count] of GROUPS)
          expect(await shownGroupLinks(page, text(lang, "common", title))).toHaveLength(count);
      });
    });

    test("the leaders' monograms are in the page's letters", async ({ page }) => {
      await page.goto(getHref("/leadership", lang));
      for (const { name, initials } of FIRST_LEADER_TEXTS[lang]) {
        const monogram = page.getByRole("img", {
          name: text(lang, "pages", "leadership.labels.monogram", { name }),
        });
        await expect(monogram).toHaveText(initials);
      }
      const letters = { en: /^[A-Z]+$/, ar: /^[\u0600-\u06FF ]+$/, sr: /^[\u0400-\u04FF]+$/ }[lang];
      for (const initials of await page.locator("[data-monogram]").allTextContents())
        expect(initials).toMatch(letters);
    });

    test("a quote is drawn with the language's quotation marks", async ({ page }) => {
      await page.goto(getHref("/", lang));
      const quotes = await page
        .locator("[data-story] q")
        .first()
        .evaluate((q) => getComputedStyle(q).quotes);
      expect(quotes).toBe({ en: '"“" "”"', sr: '"„" "“"', ar: '"«" "»"' }[lang]);
    });

    test("the about page names each milestone with its year (today's with a word), apart from its title", async ({
      page,
    }) => {
      await page.goto(getHref("/about", lang));
      const names = TIMELINE.map(
        (entry) =>
          `${entry.year === null ? text(lang, "pages", "about.timeline.recentDay") : formatYear(entry.year, lang)} ${text(lang, "pages", `about.timeline.items.${entry.id}.title`)}`,
      );
      for (const name of names) await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    });
  });
}
