import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { LANGUAGE_INFO } from "#core/i18n/languages";
import { axeViolations } from "./crm-helpers";
import { getHref, LANGUAGES, type Lang, PUBLIC_ORIGIN, text } from "./support/public-site";

/** Each page language with a language the visitor asks for instead. */
const OFFERS: Record<Lang, Lang> = { en: "ar", ar: "sr", sr: "en" };

/** The visitor's language, from their browser (Accept-Language) or from a saved choice (cookie). */
async function visitor(browser: Browser, wanted: Lang, page: Lang, by: string): Promise<BrowserContext> {
  if (by === "browser") return browser.newContext({ locale: LANGUAGE_INFO[wanted].htmlLang });
  const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Language": page } });
  const url = test.info().project.use.baseURL ?? PUBLIC_ORIGIN;
  await context.addCookies([{ name: "lang", value: wanted, url }]);
  return context;
}

const notice = (page: Page, lang: Lang) =>
  page.getByRole("complementary", { name: text(lang, "common", "languageNotice.label") });

test.describe("the language notice: page URLs are never redirected for language", () => {
  for (const lang of LANGUAGES) {
    const wanted = OFFERS[lang];
    for (const by of ["browser", "cookie"]) {
      test(`${lang} page, ${wanted} by ${by}: notice, its link, Back, and staying`, async ({ browser }) => {
        const context = await visitor(browser, wanted, lang, by);
        const page = await context.newPage();
        const about = getHref("/about", lang);
        const response = await page.goto(about);
        expect(response?.request().redirectedFrom()).toBeNull();
        await expect(page).toHaveURL(new RegExp(`${about}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_INFO[lang].htmlLang);

        const offer = notice(page, wanted);
        await expect(offer).toHaveAttribute("lang", LANGUAGE_INFO[wanted].htmlLang);
        await expect(offer.getByText(text(wanted, "common", "languageNotice.available"))).toBeVisible();
        if (by === "browser") expect(await axeViolations(page)).toEqual([]);

        // The notice's link opens the same page in the visitor's language; Back returns to this one.
        await offer.getByRole("link", { name: text(wanted, "common", "languageNotice.open") }).click();
        await expect(page).toHaveURL(new RegExp(`${getHref("/about", wanted)}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_INFO[wanted].htmlLang);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${about}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_INFO[lang].htmlLang);
        // Asked of the server again (now with the choice saved), the page is still this one.
        const again = await page.reload();
        expect(again?.request().redirectedFrom()).toBeNull();
        await expect(page).toHaveURL(new RegExp(`${about}$`));

        // "Continue in <this language>" keeps the page and saves its language: the notice is gone for good.
        const stay = text(wanted, "common", `languageNotice.stay.${lang}`);
        await notice(page, wanted).getByRole("link", { name: stay }).click();
        await expect(page).toHaveURL(new RegExp(`${about}$`));
        await expect(page.getByRole("complementary")).toHaveCount(0);
        await page.reload();
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_INFO[lang].htmlLang);
        await expect(page.getByRole("complementary")).toHaveCount(0);
        await context.close();
      });
    }
  }

  for (const lang of LANGUAGES) {
    test(`the blog's pages, made from the database, offer the visitor's language too (${lang})`, async ({
      browser,
    }) => {
      const wanted = OFFERS[lang];
      const context = await visitor(browser, wanted, lang, "browser");
      const page = await context.newPage();
      await page.goto(getHref("/blog", lang));
      await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_INFO[lang].htmlLang);
      await expect(notice(page, wanted)).toBeVisible();
      // The same page for a visitor content with its language: no notice (each kept apart).
      const plain = await browser.newContext({ locale: LANGUAGE_INFO[lang].htmlLang });
      const other = await plain.newPage();
      await other.goto(getHref("/blog", lang));
      await expect(other.locator("main")).toBeVisible();
      await expect(other.getByRole("complementary")).toHaveCount(0);
      // An article too, then Back to the list.
      await page.locator("main article a[href*='/blog/']").first().click();
      await expect(notice(page, wanted)).toBeVisible();
      await context.close();
      await plain.close();
    });
  }

  test("a first visit to / goes to the browser's language; a shared English link stays English", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/ar$/);
    await page.goto("/tools");
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(notice(page, "ar")).toBeVisible();
    await context.close();
  });
});

// Screenshots for a person to look at (SHOTS=1): a notice on an English, an Arabic and a Serbian page.
test("notice screenshots", async ({ browser }) => {
  test.skip(!process.env.SHOTS, "SHOTS=1 to take them");
  for (const lang of LANGUAGES) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        locale: LANGUAGE_INFO[OFFERS[lang]].htmlLang,
        viewport: { width, height: 700 },
      });
      const page = await context.newPage();
      await page.goto(getHref("/about", lang));
      await page.screenshot({ path: `/tmp/lang-notice-${lang}-${width}.png` });
      await context.close();
    }
  }
});
