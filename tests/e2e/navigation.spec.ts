import { expect, type Page, test } from "@playwright/test";
import { getHref, LANGUAGES, NAV_ITEMS, text } from "./support/public-site";

const PRIMARY = "rgb(15, 118, 110)"; // --color-primary, #0f766e

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

test.describe("desktop navigation (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const lang of LANGUAGES) {
    test(`lists the nine pages in the spec's order with their labels (${lang})`, async ({ page }) => {
      await page.goto(getHref("/about", lang));
      const nav = page.getByRole("navigation", { name: text(lang, "common", "nav.primary") }).first();
      const links = nav.getByRole("link");
      await expect(links).toHaveText(NAV_ITEMS.map((item) => text(lang, "common", item.label)));
      const hrefs = await links.evaluateAll((elements) => elements.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(NAV_ITEMS.map((item) => getHref(item.path, lang)));
      expect(NAV_ITEMS.map((item) => item.path)).toEqual([
        "/",
        "/about",
        "/approach",
        "/solutions",
        "/tools",
        "/capability",
        "/industries",
        "/leadership",
        "/blog",
      ]);

      const connect = page
        .getByRole("banner")
        .getByRole("link", { name: text(lang, "common", "nav.letsConnect") });
      await expect(connect).toBeVisible();
      await expect(connect).toHaveAttribute("href", getHref("/contact", lang));
    });
  }

  test("shows the current page in the primary colour, underlined, and its links open documents", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = mainNav(page).first();
    const current = nav.getByRole("link", { name: "Our Path" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveCSS("color", PRIMARY);
    await expect(current).toHaveCSS("text-decoration-line", "underline");
    const other = nav.getByRole("link", { name: "Approach" });
    await expect(other).not.toHaveAttribute("aria-current", "page");
    await expect(other).toHaveCSS("text-decoration-line", "none");
    expect(await other.evaluate((a) => getComputedStyle(a).color)).not.toBe(PRIMARY);

    // Public pages are documents: a link loads the next page, which marks itself.
    await other.click();
    await expect(page).toHaveURL(/\/approach$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("The Intelligence Continuum");
    await expect(other).toHaveAttribute("aria-current", "page");
    await expect(current).not.toHaveAttribute("aria-current", "page");

    // The 'Let's Connect' button leads to the contact page.
    await page.getByRole("banner").getByRole("link", { name: "Let's Connect" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("an article keeps Insights highlighted", async ({ page }) => {
    await page.goto("/blog/consumer-behavior");
    await expect(mainNav(page).first().getByRole("link", { name: "Insights" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/industries");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the footer's service links land on the solution pillars, and back to top works", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [label, id] of [
      ["Market Insights", "market-insights"],
      ["Consumer Insights", "consumer-insights"],
      ["Shopper Insights", "shopper-insights"],
    ] as const) {
      await footer.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/solutions#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(page.locator(`#${id}`).getByRole("heading", { level: 2 })).toHaveText(label);
    }
    await footer.getByRole("link", { name: "Capability Acceleration" }).click();
    await expect(page).toHaveURL(/\/methodology$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Methodology");

    await footer.getByRole("link", { name: "Back to top" }).click();
    await expect(page.getByRole("banner")).toBeInViewport();
    // The page scrolls smoothly (unless the visitor prefers reduced motion) to the very top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the language menu opens from the header and closes with Escape", async ({ page }) => {
    await page.goto("/leadership");
    const button = page.getByRole("button", { name: /Change language/ });
    await expect(button).toContainText("EN");
    await button.click();
    const menu = page.locator("#language-menu");
    await expect(menu.getByRole("link", { name: "العربية" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("small screens (375 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu toggle opens the menu, moves focus into it and closes on Escape", async ({ page }) => {
    await page.goto("/solutions");
    await expect(page.getByRole("banner").getByRole("link", { name: "Let's Connect" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    // A modal dialog: focus moves into it (its close button first) and never reaches the page behind
    // (past its last link it goes to the browser's own controls, then back into the menu).
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      const inside = await menu.evaluate(
        (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
    await expect(menu.getByRole("link", { name: "Solutions" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link")).toHaveText([
      ...NAV_ITEMS.map((item) => text("en", "common", item.label)),
      "Let's Connect",
      "English",
      "العربية",
      "Српски",
    ]);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A tap outside the menu (on the dimmed page) closes it as well, and so does its close button.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("tapping a link in the menu follows it and closes the menu", async ({ page }) => {
    await page.goto("/ar/about");
    await page.getByRole("button", { name: text("ar", "common", "nav.openMenu") }).click();
    const menu = page.locator("#site-menu");
    await menu.getByRole("link", { name: text("ar", "common", "nav.industries") }).click();
    await expect(page).toHaveURL(/\/ar\/industries$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ar", "pages", "industries.title"));
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: text("ar", "common", "nav.openMenu") }).click();
    await menu.getByRole("link", { name: text("ar", "common", "nav.letsConnect") }).click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expect(menu).toBeHidden();
  });

  test("every page fits the width without sideways scrolling", async ({ page }) => {
    for (const path of ["/about", "/ar/solutions", "/sr/industries", "/ar/leadership", "/sr/privacy"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
