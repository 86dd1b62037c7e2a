import { expect, type Page, test } from "@playwright/test";
import { getHref, LANGUAGES, type Lang, NAV_ITEMS, text } from "./support/public-site";

const PRIMARY = "rgb(15, 118, 110)"; // --color-primary, #0f766e

const t = (lang: Lang, key: string) => text(lang, "common", key);
const mainNav = (page: Page, lang: Lang) => page.getByRole("navigation", { name: t(lang, "nav.primary") });
/** A URL ending in the page's path in that language (/about, /ar/about, /sr/about). */
const at = (path: string, lang: Lang, hash = "") =>
  new RegExp(`^https?://[^/]+${getHref(path, lang)}${hash}$`);

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

  for (const lang of LANGUAGES) {
    test(`shows the current page in the primary colour, underlined, and its links open documents (${lang})`, async ({
      page,
    }) => {
      await page.goto(getHref("/about", lang));
      const nav = mainNav(page, lang).first();
      const current = nav.getByRole("link", { name: t(lang, "nav.about") });
      await expect(current).toHaveAttribute("aria-current", "page");
      await expect(current).toHaveCSS("color", PRIMARY);
      await expect(current).toHaveCSS("text-decoration-line", "underline");
      const other = nav.getByRole("link", { name: t(lang, "nav.approach") });
      await expect(other).not.toHaveAttribute("aria-current", "page");
      await expect(other).toHaveCSS("text-decoration-line", "none");
      expect(await other.evaluate((a) => getComputedStyle(a).color)).not.toBe(PRIMARY);

      // Public pages are documents: a link loads the next page, which marks itself.
      await other.click();
      await expect(page).toHaveURL(at("/approach", lang));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        text(lang, "pages", "approach.title"),
      );
      await expect(other).toHaveAttribute("aria-current", "page");
      await expect(current).not.toHaveAttribute("aria-current", "page");

      // The 'Let's Connect' button leads to the contact page.
      await page
        .getByRole("banner")
        .getByRole("link", { name: t(lang, "nav.letsConnect") })
        .click();
      await expect(page).toHaveURL(at("/contact", lang));

      // An article keeps Insights highlighted.
      await page.goto(getHref("/blog/consumer-behavior", lang));
      await expect(
        mainNav(page, lang)
          .first()
          .getByRole("link", { name: t(lang, "nav.blog") }),
      ).toHaveAttribute("aria-current", "page");
    });

    test(`the skip link is the first stop and moves focus to the main content (${lang})`, async ({
      page,
    }) => {
      await page.goto(getHref("/industries", lang));
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: t(lang, "nav.skipToContent") });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
    });

    test(`the footer's service links land on the solution pillars, and back to top works (${lang})`, async ({
      page,
    }) => {
      await page.goto(getHref("/", lang));
      const footer = page.getByRole("contentinfo");
      for (const [label, id] of [
        ["footer.marketInsights", "market-insights"],
        ["footer.consumerInsights", "consumer-insights"],
        ["footer.shopperInsights", "shopper-insights"],
      ] as const) {
        await footer.getByRole("link", { name: t(lang, label) }).click();
        await expect(page).toHaveURL(at("/solutions", lang, `#${id}`));
        await expect(page.locator(`#${id}`)).toBeInViewport();
        await expect(page.locator(`#${id}`).getByRole("heading", { level: 2 })).toHaveText(
          text(lang, "pages", `solutions.items.${id}.title`),
        );
      }
      await footer.getByRole("link", { name: t(lang, "footer.capabilityAcceleration") }).click();
      await expect(page).toHaveURL(at("/methodology", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text(lang, "pages", "methodology.title"),
      );

      await footer.getByRole("link", { name: t(lang, "footer.backToTop") }).click();
      await expect(page.getByRole("banner")).toBeInViewport();
      // The page scrolls smoothly (unless the visitor prefers reduced motion) to the very top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test(`the language menu opens from the header and closes with Escape (${lang})`, async ({ page }) => {
      await page.goto(getHref("/leadership", lang));
      const button = page.getByRole("button", { name: new RegExp(t(lang, "language.switchTo")) });
      await expect(button).toContainText(t(lang, `language.code.${lang}`));
      await button.click();
      const menu = page.locator("#language-menu");
      for (const other of LANGUAGES)
        await expect(menu.getByRole("link", { name: t(lang, `language.${other}`) })).toBeVisible();
      await expect(menu.getByRole("link", { name: t(lang, `language.${lang}`) })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

test.describe("small screens (375 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const lang of LANGUAGES) {
    test(`the menu toggle opens the menu, moves focus into it and closes on Escape (${lang})`, async ({
      page,
    }) => {
      await page.goto(getHref("/solutions", lang));
      await expect(
        page.getByRole("banner").getByRole("link", { name: t(lang, "nav.letsConnect") }),
      ).toBeHidden();
      const toggle = page.getByRole("button", { name: t(lang, "nav.openMenu") });
      const menu = page.getByRole("dialog", { name: t(lang, "nav.menu") });
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(menu).toBeVisible();
      // A modal dialog: focus moves into it (its close button first) and never reaches the page behind
      // (past its last link it goes to the browser's own controls, then back into the menu).
      await expect(page.getByRole("button", { name: t(lang, "nav.closeMenu") })).toBeFocused();
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press("Tab");
        const inside = await menu.evaluate(
          (dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body,
        );
        expect(inside).toBe(true);
      }
      await expect(menu.getByRole("link", { name: t(lang, "nav.solutions") })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(menu.getByRole("link")).toHaveText([
        ...NAV_ITEMS.map((item) => t(lang, item.label)),
        t(lang, "nav.letsConnect"),
        "English",
        "العربية",
        "Српски",
      ]);
      // The panel sits at the end of the line: the right in English and Serbian, the left in Arabic.
      const box = await menu.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      if (lang === "ar") expect(box?.x).toBe(0);
      else expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);

      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      // A tap outside the menu (on the dimmed page, at the start of the line) closes it as well, and so
      // does its close button.
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(lang === "ar" ? width - 10 : 10, 400);
      await expect(menu).toBeHidden();
      await toggle.click();
      await page.getByRole("button", { name: t(lang, "nav.closeMenu") }).click();
      await expect(menu).toBeHidden();
    });

    test(`tapping a link in the menu follows it and closes the menu (${lang})`, async ({ page }) => {
      await page.goto(getHref("/about", lang));
      await page.getByRole("button", { name: t(lang, "nav.openMenu") }).click();
      const menu = page.locator("#site-menu");
      await menu.getByRole("link", { name: t(lang, "nav.industries") }).click();
      await expect(page).toHaveURL(at("/industries", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text(lang, "pages", "industries.title"),
      );
      await expect(menu).toBeHidden();

      await page.getByRole("button", { name: t(lang, "nav.openMenu") }).click();
      await menu.getByRole("link", { name: t(lang, "nav.letsConnect") }).click();
      await expect(page).toHaveURL(at("/contact", lang));
      await expect(menu).toBeHidden();
    });
  }

  test("every page fits the width without sideways scrolling, in every language", async ({ page }) => {
    const pages = ["/about", "/solutions", "/industries", "/leadership", "/privacy"];
    for (const path of LANGUAGES.flatMap((lang) => pages.map((p) => getHref(p, lang)))) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
