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

    // The footer's list works as well, and now an unprefixed URL follows the saved choice.
    await page.getByRole("contentinfo").getByRole("link", { name: "Српски" }).click();
    await expect(page).toHaveURL(/\/sr\/solutions$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sr-Cyrl");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("sr");

    const response = await page.goto("/leadership");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/leadership$/);
    await expect(page).toHaveURL(/\/sr\/leadership$/);

    // Choosing English again stops the redirect.
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/leadership$/);
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("the server's language redirect (HTTP, so nothing flashes)", () => {
  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${test.info().project.use.baseURL}${path}`, { headers, redirect: "manual" });

  test("a saved Arabic choice sends an unprefixed URL to /ar/...", async () => {
    const response = await get("/about", { cookie: "lang=ar", "accept-language": "en-GB,en;q=0.9" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar/about");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    const home = await get("/?utm=x", { cookie: "theme=dark; lang=ar" });
    expect(home.headers.get("location")).toBe("/ar?utm=x");
  });

  test("without a saved choice, a Serbian browser goes to /sr/...", async () => {
    const response = await get("/solutions", { "accept-language": "sr-RS,sr;q=0.9,en;q=0.5" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sr/solutions");
    const arabic = await get("/", { "accept-language": "ar-SA" });
    expect(arabic.headers.get("location")).toBe("/ar");
  });

  test("a saved English choice wins over the browser language: no redirect", async () => {
    const response = await get("/about", { cookie: "lang=en", "accept-language": "ar" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en" dir="ltr"');
  });

  test("prefixed URLs and English browsers are served as asked", async () => {
    expect((await get("/about", { "accept-language": "en-US,fr;q=0.5" })).status).toBe(200);
    expect((await get("/about", {})).status).toBe(200);
    expect((await get("/ar/about", { cookie: "lang=sr", "accept-language": "sr" })).status).toBe(200);
    expect((await get("/sr/about", { cookie: "lang=en" })).status).toBe(200);
  });

  test("a browser whose language is Arabic lands on the Arabic page directly", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    const response = await page.goto("/capability");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/capability$/);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/ar\/capability$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await context.close();
  });
});
