import { expect, test } from "@playwright/test";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { getHref, LANGUAGES, text } from "./support/public-site";

for (const lang of LANGUAGES) {
  test(`the home page opens in Chromium with no script refused by the CSP (${lang})`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(msg.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const response = await page.goto(getHref("/", lang));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_INFO[lang].htmlLang);
    await expect(page.locator("html")).toHaveAttribute("dir", LANGUAGE_INFO[lang].dir);
    await expect(page.getByRole("link", { name: text(lang, "common", "brand.logoAlt") })).toBeVisible();
    // The header links open the next page, in the same language.
    await page
      .getByRole("navigation", { name: text(lang, "common", "nav.primary") })
      .first()
      .getByRole("link", { name: text(lang, "common", "nav.about") })
      .click();
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${getHref("/about", lang)}$`));
    expect(problems).toEqual([]);
  });
}
