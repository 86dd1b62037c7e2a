import { expect, test } from "@playwright/test";
import { getHref, LANGUAGES, PUBLIC_ORIGIN, text } from "./support/public-site";

const HTML: Record<(typeof LANGUAGES)[number], { lang: string; dir: string }> = {
  en: { lang: "en", dir: "ltr" },
  ar: { lang: "ar", dir: "rtl" },
  sr: { lang: "sr-Cyrl", dir: "ltr" },
};

test.describe("languages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const lang of LANGUAGES) {
    test(`${lang}: <html lang dir>, title, description, canonical and alternates`, async ({ page }) => {
      const path = getHref("/industries", lang);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", HTML[lang].lang);
      await expect(page.locator("html")).toHaveAttribute("dir", HTML[lang].dir);
      await expect(page).toHaveTitle(text(lang, "pages", "industries.meta.title"));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        text(lang, "pages", "industries.meta.description"),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        text(lang, "pages", "industries.title"),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${PUBLIC_ORIGIN}${path}`);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`));
      expect(alternates.sort()).toEqual(
        [
          `en ${PUBLIC_ORIGIN}/industries`,
          `ar ${PUBLIC_ORIGIN}/ar/industries`,
          `sr-Cyrl ${PUBLIC_ORIGIN}/sr/industries`,
          `x-default ${PUBLIC_ORIGIN}/industries`,
        ].sort(),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        text(lang, "pages", "industries.meta.title"),
      );
    });
  }

  for (const lang of LANGUAGES) {
    test(`${lang}: ${HTML[lang].dir === "rtl" ? "mirrored: the logo at the right, the navigation to its left" : "the logo at the left, the navigation to its right"}`, async ({
      page,
    }) => {
      await page.goto(getHref("/about", lang));
      const logo = await page
        .getByRole("link", { name: text(lang, "common", "brand.logoAlt") })
        .boundingBox();
      const nav = await page
        .getByRole("navigation", { name: text(lang, "common", "nav.primary") })
        .first()
        .boundingBox();
      if (!logo || !nav) throw new Error("logo or navigation not laid out");
      if (HTML[lang].dir === "rtl") expect(logo.x).toBeGreaterThan(nav.x + nav.width);
      else expect(logo.x + logo.width).toBeLessThan(nav.x);
      // Phone numbers and e-mails keep their left-to-right order inside any text.
      const phone = page.getByRole("contentinfo").getByText("+966 11 520 4410");
      await expect(phone).toHaveCSS("direction", "ltr");
      await expect(phone).toHaveCSS("unicode-bidi", "isolate");
    });
  }

  test("switching language opens the same page in the other language and saves the choice", async ({
    page,
    context,
  }) => {
    await page.goto("/solutions");
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.locator("#language-menu").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/solutions$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("ar", "pages", "solutions.title"));
    // The server remembers the choice (the switcher's links go through it).
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("ar");

    // The footer's list works as well; an unprefixed URL stays English and offers the saved choice.
    await page.getByRole("contentinfo").getByRole("link", { name: "Српски" }).click();
    await expect(page).toHaveURL(/\/sr\/solutions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sr-Cyrl");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("sr");

    const response = await page.goto("/leadership");
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/leadership$/);
    await expect(page.getByText(text("sr", "common", "languageNotice.available"))).toBeVisible();

    // Choosing English again: no notice any more.
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/leadership$/);
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("complementary")).toHaveCount(0);
  });
});
