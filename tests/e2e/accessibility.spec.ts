import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { ALL_PUBLIC_PATHS, getHref, LANGUAGES, splitLangPath, text, WIDTHS } from "./support/public-site";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function violations(page: Page, label: string): Promise<string[]> {
  // Legacy mode runs axe inside the page itself (no extra page per run): the site has no iframes.
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
}

// One test per width and language (six, so that both workers keep busy), each with one browser page reused
// for that language's public pages.
for (const [name, width] of Object.entries(WIDTHS)) {
  for (const lang of LANGUAGES) {
    test(`axe finds no WCAG 2.1 AA violation on any public page in ${lang} at ${width} px (${name})`, async ({
      browser,
    }) => {
      test.setTimeout(200_000);
      const paths = ALL_PUBLIC_PATHS.filter((path) => splitLangPath(path).lang === lang);
      expect(paths.length).toBeGreaterThan(5);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of paths) {
        const started = Date.now();
        await page.goto(path, { waitUntil: "load" });
        found.push(...(await violations(page, path)));
        if (process.env.AXE_TIMING) console.log(`${width} ${path} ${Date.now() - started} ms`);
      }

      // The header's open states too: the small-screen menu, the language menu.
      const path = getHref("/about", lang);
      await page.goto(path);
      if (width < 1024)
        await page.getByRole("button", { name: text(lang, "common", "nav.openMenu") }).click();
      else
        await page
          .getByRole("button", { name: new RegExp(text(lang, "common", "language.switchTo")) })
          .click();
      await expect(page.locator(width < 1024 ? "#site-menu" : "#language-menu")).toBeVisible();
      found.push(...(await violations(page, `${path} (menu open)`)));

      await context.close();
      expect(found).toEqual([]);
    });
  }
}
