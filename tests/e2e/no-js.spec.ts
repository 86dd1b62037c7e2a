import { expect, test } from "@playwright/test";
import { ALL_PUBLIC_PATHS, splitLangPath, text } from "./support/public-site";

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
    await expect(page.locator("main img")).toHaveCount(2);
    await expect(page.getByRole("link", { name: /nikola\.markovic@/ })).toHaveAttribute("href", /^mailto:/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("the menu button opens the menu, whose links work", async ({ page }) => {
      await page.goto("/ar/capability");
      const menu = page.locator("#site-menu");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: text("ar", "common", "nav.openMenu") }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole("link", { name: text("ar", "common", "nav.leadership") }).click();
      await expect(page).toHaveURL(/\/ar\/leadership$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text("ar", "pages", "leadership.title"),
      );
      await expect(page.locator("#site-menu")).toBeHidden();
    });

    test("the footer offers the other languages of the same page", async ({ page }) => {
      await page.goto("/methodology");
      await page.getByRole("contentinfo").getByRole("link", { name: "Српски" }).click();
      expect(splitLangPath(new URL(page.url()).pathname)).toMatchObject({ lang: "sr", path: "/methodology" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text("sr", "pages", "methodology.title"),
      );
    });
  });
});
