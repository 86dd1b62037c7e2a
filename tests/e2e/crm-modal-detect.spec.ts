/**
 * The company window of a company without an industry offers the add page's Auto-Detect: an unsure
 * answer shows Not assigned with the reason and offers nothing; a detected industry shows its confidence
 * and is used at a click (saved, the window's header then names it). In English, Arabic and Serbian.
 */
import { expect, type Page, test } from "@playwright/test";
import type { Company } from "#core/domain/crm";
import { industryByKey } from "#core/domain/industries";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { serverT } from "#core/i18n/resources.server";
import { addCompany, axeViolations, changeCompany, searchAndOpen, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

async function open(page: Page, lang: Lang, tag: string, name: string) {
  await page.goto(lang === "en" ? "/crm" : `/${lang}/crm`);
  await searchAndOpen(page, tag, name);
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function detectIn(page: Page, dialog: ReturnType<Page["getByRole"]>, lang: Lang) {
  const t = serverT(lang);
  const answer = page.waitForResponse("**/api/crm/detect-industry");
  await dialog.getByRole("button", { name: t("crm:detect.button") }).click();
  const result = (await (await answer).json()) as {
    industry: string | null;
    confidence: string;
    reasoning: string;
  };
  return { result, panel: dialog.getByRole("region", { name: t("crm:detect.panelTitle") }) };
}

for (const lang of LANGUAGES) {
  test(`the company window detects a missing industry: unsure with its reason, or one to use (${lang})`, async ({
    page,
  }) => {
    const t = serverT(lang);
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    // Without an industry, as a lead made from a message or an imported row can be.
    const withoutIndustry = async (companyName: string) => {
      const made = await addCompany(page, {
        companyName,
        industry: "FMCG",
        stage: "lead",
        website: "",
        notes: "",
      });
      return changeCompany(page, made.id, { industry: null, version: made.version });
    };
    const vague = await withoutIndustry(`${tag} Vukašin & Ognjen partneri`);
    const insurer = await withoutIndustry(`${tag} Insurance Company`);

    const dialog = await open(page, lang, tag, vague.name);
    await expect(dialog.getByText(t("crm:detect.modalHint"))).toBeVisible();
    const unsure = await detectIn(page, dialog, lang);
    expect(unsure.result.industry).toBeNull();
    await expect(unsure.panel).toContainText(t("industries:industry.not-assigned"));
    await expect(unsure.panel.locator("[data-confidence]")).toHaveText(
      t("crm:detect.confidenceLevel.unsure"),
    );
    await expect(unsure.panel).toContainText(unsure.result.reasoning);
    await expect(unsure.panel.getByRole("button")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/fg-shots/modal-unsure-${lang}-${width}.png`, fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const window = await open(page, lang, tag, insurer.name);
    const found = await detectIn(page, window, lang);
    const industry = industryByKey(found.result.industry);
    expect(industry).toBeDefined();
    const industryName = t(`industries:industry.${industry?.slug}`);
    await expect(found.panel).toContainText(industryName);
    await expect(found.panel.locator("[data-confidence]")).toHaveText(
      t(`crm:detect.confidenceLevel.${found.result.confidence}`),
    );
    await found.panel
      .getByRole("button", { name: t("crm:detect.useSuggestion", { industry: industryName }) })
      .click();
    // Saved: the header names the industry and Auto-Detect is no longer offered.
    await expect(window.locator("#company-modal-industry")).toHaveText(industryName);
    await expect(window.getByRole("button", { name: t("crm:detect.button") })).toHaveCount(0);
    const saved = (await (await page.request.get(`/api/crm/companies/${insurer.id}`)).json()) as Company;
    expect(saved.industry).toBe(industry?.key);
  });
}
