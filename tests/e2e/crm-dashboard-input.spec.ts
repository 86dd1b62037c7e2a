/**
 * The CRM never loses a keystroke or an edit: the dashboard's search keeps every letter typed slowly,
 * the results across the CRM never move the card under the pointer, Back brings the earlier search back,
 * and a deleted company is not asked for again. In English, Arabic and Serbian.
 */
import { expect, type Page, type Request, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { addCompany, axeViolations, searchAndOpen, uniqueTag } from "./crm-helpers";
import { text as t } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const crmPath = (lang: Lang) => (lang === "en" ? "/crm" : `/${lang}/crm`);
const settledQuery = (page: Page) => new URL(page.url()).searchParams.get("q");

/** Two names per language, typed at 250 and at 300 ms a key (as a salesperson who looks at the keyboard). */
const NAMES: Record<Lang, [string, string]> = {
  en: ["djordjevic", "trgovina"],
  ar: ["الراجحي", "المراعي"],
  sr: ["ђорђевић", "трговина"],
};

for (const lang of ["en", "ar", "sr"] as const) {
  test(`typing slowly keeps every letter in the box and the URL; Back brings the earlier search back (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: lang === "en" ? 1280 : 375, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const [first, second] = NAMES[lang];
    // Something to find, so the cards and the results across the CRM change while typing goes on.
    await addCompany(page, { companyName: `${first} ${tag}`, industry: "FMCG" });
    await addCompany(page, { companyName: `${second} ${tag}`, industry: "FMCG" });
    await page.goto(crmPath(lang));
    const box = page.getByRole("searchbox", { name: t(lang, "crm", "dashboard.searchLabel") });

    await box.click();
    await page.keyboard.type(first, { delay: 250 });
    await expect(box).toHaveValue(first);
    await expect.poll(() => settledQuery(page)).toBe(first);
    await expect(page.getByRole("button", { name: `${first} ${tag}`, exact: true })).toBeVisible();
    await expect(box).toHaveValue(first);

    // A filter adds a history entry; the next search replaces it as it is typed.
    await page.getByRole("combobox", { name: t(lang, "crm", "dashboard.stageLabel") }).selectOption("lead");
    await expect(page).toHaveURL(/stage=lead/);
    await box.fill("");
    await expect.poll(() => settledQuery(page)).toBe(null);
    await page.keyboard.type(second, { delay: 300 });
    await expect(box).toHaveValue(second);
    await expect.poll(() => settledQuery(page)).toBe(second);
    await expect(page.getByRole("button", { name: `${second} ${tag}`, exact: true })).toBeVisible();
    await expect(box).toHaveValue(second);

    await page.goBack();
    await expect.poll(() => settledQuery(page)).toBe(first);
    await expect(box).toHaveValue(first);
    await page.goForward();
    await expect(box).toHaveValue(second);
  });

  test(`the results across the CRM never move the card under the pointer (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: lang === "en" ? 1280 : 375, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const company = await addCompany(page, { companyName: `${tag} Steady Card`, industry: "FMCG" });
    await page.goto(crmPath(lang));

    // The search across the CRM answers only when the test lets it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/crm/search?**", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("searchbox", { name: t(lang, "crm", "dashboard.searchLabel") }).fill(tag);
    const card = page.getByRole("article").getByRole("button", { name: company.name, exact: true });
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(card).toBeVisible();
    // The page's own settling (its fonts, the counts above) is not the search: measure once it has stopped.
    await page.evaluate(() => document.fonts.ready);
    const frames = () =>
      page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    let before = await card.boundingBox();
    for (;;) {
      await frames();
      const now = await card.boundingBox();
      if (JSON.stringify(now) === JSON.stringify(before)) break;
      before = now;
    }

    release();
    const results = page.getByRole("region", { name: t(lang, "crm", "search.heading") });
    await expect(results.getByRole("button", { name: new RegExp(tag) })).toBeVisible();
    expect(await card.boundingBox()).toEqual(before);
    expect(await axeViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/search-panel-${lang}.png`,
        fullPage: true,
      });
    }

    // The card opens on the first click, the search settled or not (the shared helper relies on it).
    await card.click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test(`deleting the open company asks the server for it no more (${lang})`, async ({ page }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const company = await addCompany(page, { companyName: `${tag} Gone Today`, industry: "FMCG" });
    await page.goto(crmPath(lang));
    await searchAndOpen(page, tag, company.name);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await page.waitForLoadState("networkidle");

    const asked: string[] = [];
    const notFound: string[] = [];
    const itself = new RegExp(`/api/crm/companies/${company.id}(/|\\?|$)`);
    page.on("request", (request: Request) => {
      if (request.method() === "GET" && itself.test(request.url())) asked.push(request.url());
    });
    page.on("response", (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await dialog.getByRole("button", { name: t(lang, "crm", "modal.delete"), exact: true }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: t(lang, "crm", "confirm.deleteCompanyButton") })
      .click();
    await expect(
      page.getByText(t(lang, "crm", "toast.companyDeleted", { name: company.name })),
    ).toBeVisible();
    await expect(page.getByRole("dialog", { name: company.name })).toBeHidden();
    await expect(page).not.toHaveURL(/company=/);
    await page.waitForLoadState("networkidle");
    expect(notFound).toEqual([]);
    expect(asked).toEqual([]);
  });
}
