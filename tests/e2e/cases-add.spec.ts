import { expect, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { uniqueTag } from "./crm-helpers";
import { INITIAL_CASES } from "./support/initial-cases";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 150_000 });

const cs = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, "cases", key, values);

for (const lang of LANGUAGES) {
  test(`add a case with two figures through the form; it joins the end of the pages' cases (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    await page.goto(getHref("/crm/cases", lang));
    await page.getByRole("link", { name: cs(lang, "list.new") }).click();
    await expect(page.getByRole("heading", { level: 1, name: cs(lang, "editor.newHeading") })).toBeVisible();
    await page.getByLabel(cs(lang, "editor.sector"), { exact: true }).selectOption("energy");
    await page.getByLabel(cs(lang, "editor.icon"), { exact: true }).selectOption("Zap");
    await page.getByLabel(cs(lang, "editor.figure", { n: "1" }), { exact: true }).fill("31");
    await page.getByRole("button", { name: cs(lang, "editor.addFigure") }).click();
    await page.getByLabel(cs(lang, "editor.figure", { n: "2" }), { exact: true }).fill("1.5");
    await page.getByLabel(cs(lang, "editor.unit"), { exact: true }).nth(1).selectOption("times");
    for (const of of LANGUAGES) {
      const col = page.getByRole("region", { name: cs(lang, `languages.${of}`), exact: true });
      const fill = (key: string, value: string, values: Record<string, string> = {}) =>
        col.getByLabel(cs(lang, `editor.${key}`, values), { exact: true }).fill(value);
      await fill("industry", `Energy ${of}`);
      await fill("title", `New ${tag} ${of}`);
      await fill("challenge", `Challenge ${of}`);
      await fill("solution", `Solution ${of}`);
      await fill("resultLabel", `less energy ${of}`, { n: "1" });
      await fill("resultLabel", `faster ${of}`, { n: "2" });
      await fill("storyTitle", `Story ${tag} ${of}`);
      await fill("story", `Story ${of}`);
      await fill("storyLabel", `energy ${of}`, { n: "1" });
      await fill("storyLabel", `speed ${of}`, { n: "2" });
    }
    await page.getByRole("button", { name: cs(lang, "editor.save") }).click();
    await expect(page.getByText(cs(lang, "editor.created"))).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/cases\/energy(-\d+)?$/);
    const key = new URL(page.url()).pathname.split("/").at(-1) as string;
    try {
      await page.goto(getHref("/crm/cases", lang));
      // At the end, after the cases there were (other tests may add theirs beside it meanwhile).
      await expect(page.locator(`[data-case-row="${key}"]`)).toBeVisible();
      const rows = await page
        .locator("[data-case-row]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-case-row")));
      expect(rows.indexOf(key)).toBeGreaterThan(Math.max(...INITIAL_CASES.map((c) => rows.indexOf(c.key))));
      await expect(
        page.locator(`[data-case-row="${key}"]`).getByText(cs(lang, "list.noQuote")),
      ).toBeVisible();
      await expect(async () => {
        await page.goto(getHref("/industries", lang));
        const order = await page
          .locator("[data-case]")
          .evaluateAll((els) => els.map((el) => el.getAttribute("data-case")));
        expect(order.indexOf(key)).toBeGreaterThan(
          Math.max(...INITIAL_CASES.map((c) => order.indexOf(c.key))),
        );
        const study = page.locator(`[data-case="${key}"]`);
        await expect(study.locator("[data-stat-value]")).toHaveText(
          { en: ["31%", "1.5×"], ar: ["31٪", "1.5 ضعف"], sr: ["31%", "1,5×"] }[lang],
          { timeout: 500 },
        );
        await expect(study.locator("figure")).toHaveCount(0); // no quote: the figures alone
      }).toPass({ timeout: 5_000 });
    } finally {
      await page.request.delete(`/api/crm/cases/${key}`);
    }
  });
}
