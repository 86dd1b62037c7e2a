import { expect, type Page, test } from "@playwright/test";
import { getHref, LANGUAGES, type Lang, text } from "./support/public-site";

/** Public pages are documents: no script where nothing is interactive, and a frame that works without any. */

const base = () => test.info().project.use.baseURL ?? "";

async function _html(path: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(`${base()}${path}`, init);
  return response.text();
}

async function chooseLanguage(page: Page, lang: Lang) {
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: text(lang, "common", `language.${lang}`) })
    .click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang === "sr" ? "sr-Cyrl" : lang);
}

for (const lang of ["ar", "sr"] as const) {
  test(`after switching to ${lang}, header, footer and blog links open that language's pages; Back returns`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/about");
    await chooseLanguage(page, lang);
    await expect(page).toHaveURL(new RegExp(`/${lang}/about$`));

    // A header link.
    await page
      .getByRole("banner")
      .getByRole("link", { name: text(lang, "common", "nav.leadership"), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/leadership$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "pages", "leadership.title"));
    await expect(page.getByRole("banner")).toBeVisible();

    // A footer link.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: text(lang, "common", "footer.terms") })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/terms$`));
    await expect(page.getByRole("contentinfo")).toBeVisible();

    // A blog card.
    await page.goto(getHref("/blog", lang));
    const card = page.getByRole("main").getByRole("article").first().getByRole("link").first();
    const target = await card.getAttribute("href");
    expect(target).toMatch(new RegExp(`^/${lang}/blog/[a-z-]+$`));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "sr" ? "sr-Cyrl" : lang);

    // Back: the previous page, in the same language.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}/blog$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${lang}/terms$`));

    // An English page visited by its unprefixed URL stays English and offers the saved choice.
    await page.goto("/approach");
    await expect(page).toHaveURL(/\/approach$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText(text(lang, "common", "languageNotice.available"))).toBeVisible();
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language switcher works and the server remembers the choice", async ({ page, context }) => {
    await page.goto("/industries");
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.locator("#language-menu").getByRole("link", { name: "Српски" }).click();
    await expect(page).toHaveURL(/\/sr\/industries$/);
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("sr");
    // An unprefixed URL stays English; its notice (no script needed) opens the saved language's page.
    await page.goto("/capability");
    await expect(page).toHaveURL(/\/capability$/);
    await page.getByRole("link", { name: text("sr", "common", "languageNotice.open") }).click();
    await expect(page).toHaveURL(/\/sr\/capability$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sr-Cyrl");
  });

  test("every header and footer link of every language opens a page", async ({ page }) => {
    test.setTimeout(90_000);
    for (const lang of LANGUAGES) {
      await page.goto(getHref("/", lang));
      const links = await page
        .locator("header a[href^='/'], footer a[href^='/']")
        .evaluateAll((anchors) => [
          ...new Set(anchors.map((a) => (a as HTMLAnchorElement).getAttribute("href"))),
        ]);
      expect(links.length).toBeGreaterThan(15);
      for (const href of links) {
        const response = await page.request.get(href ?? "", { maxRedirects: 3 });
        expect(response.status(), `${lang}: ${href}`).toBe(200);
      }
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    for (const lang of LANGUAGES) {
      test(`the menu opens, closes with Escape and by its button, and marks the current page (${lang})`, async ({
        page,
      }) => {
        await page.goto(getHref("/", lang));
        const toggle = page.getByRole("button", { name: text(lang, "common", "nav.openMenu") });
        const menu = page.getByRole("dialog", { name: text(lang, "common", "nav.menu") });
        await toggle.click();
        await expect(menu).toBeVisible();
        await expect(menu.getByRole("link", { name: text(lang, "common", "nav.home") })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await toggle.click();
        await menu.getByRole("button", { name: text(lang, "common", "nav.closeMenu") }).click();
        await expect(menu).toBeHidden();
      });
    }
  });
});
