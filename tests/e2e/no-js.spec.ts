import { expect, test } from "@playwright/test";
import { ALL_PUBLIC_PATHS, getHref, LANGUAGES, splitLangPath, text } from "./support/public-site";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every public page in every language is complete HTML: frame, one h1, content", async ({ page }) => {
    test.setTimeout(120_000);
    const thin: string[] = [];
    for (const path of ALL_PUBLIC_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("contentinfo"), path).toBeVisible();
      const words = ((await page.getByRole("main").textContent()) ?? "").split(/\s+/).filter(Boolean).length;
      if (words < 40) thin.push(`${path}: ${words} words`);
    }
    expect(thin).toEqual([]);
  });

  test("content pages show their sections", async ({ page }) => {
    await page.goto("/solutions");
    for (const id of ["market-insights", "consumer-insights", "shopper-insights"]) {
      await expect(page.locator(`#${id}`).getByRole("heading", { level: 2 })).toBeVisible();
    }
    await expect(page.locator("#market-insights").getByRole("listitem")).toHaveCount(4);

    await page.goto("/ar/industries");
    // Eight sectors, 'Case Studies' and the closing call to action.
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(8 + 2);
    await expect(page.getByRole("article")).toHaveCount(3);

    await page.goto("/sr/about");
    await expect(page.getByText(text("sr", "pages", "about.promise.closing"))).toBeVisible();

    await page.goto("/leadership");
    // The two leaders, each with their monogram (text in the page's letters, standing in for a photograph).
    await expect(page.locator("main [data-monogram]")).toHaveCount(2);
    await expect(page.getByRole("link", { name: /nikola\.markovic@/ })).toHaveAttribute("href", /^mailto:/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    for (const lang of LANGUAGES) {
      test(`the menu button opens the menu, whose links work (${lang})`, async ({ page }) => {
        await page.goto(getHref("/capability", lang));
        const menu = page.locator("#site-menu");
        await expect(menu).toBeHidden();
        await page.getByRole("button", { name: text(lang, "common", "nav.openMenu") }).click();
        await expect(menu).toBeVisible();
        await menu.getByRole("link", { name: text(lang, "common", "nav.leadership") }).click();
        expect(splitLangPath(new URL(page.url()).pathname)).toMatchObject({ lang, path: "/leadership" });
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          text(lang, "pages", "leadership.title"),
        );
        await expect(page.locator("#site-menu")).toBeHidden();
      });

      // en → sr, ar → en, sr → ar: every language's footer, and every language as the target.
      const target = LANGUAGES[(LANGUAGES.indexOf(lang) + 2) % LANGUAGES.length] ?? "en";
      test(`the footer offers the other languages of the same page (${lang} → ${target})`, async ({
        page,
      }) => {
        await page.goto(getHref("/methodology", lang));
        await page
          .getByRole("contentinfo")
          .getByRole("link", { name: text(lang, "common", `language.${target}`) })
          .click();
        expect(splitLangPath(new URL(page.url()).pathname)).toMatchObject({
          lang: target,
          path: "/methodology",
        });
        await expect(page.locator("html")).toHaveAttribute("dir", target === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          text(target, "pages", "methodology.title"),
        );
      });
    }
  });
});
