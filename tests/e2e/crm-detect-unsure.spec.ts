import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { axeViolations } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/detect

function locale(lang: Lang, ns: string): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, `../../core/i18n/locales/${lang}/${ns}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** A text of a translation file by its dotted key. */
function text(lang: Lang, ns: string, key: string): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale(lang, ns));
  return String(found);
}

/** A name with no industry word in it (none of the blind set's names). */
const NO_CUE = "Vukašin & Ognjen partneri";

for (const lang of LANGUAGES) {
  test(`Auto-Detect on a name with no industry word answers Not Assigned, unsure, with the reason (${lang})`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    await page.goto(lang === "en" ? "/crm-add" : `/${lang}/crm-add`);
    const form = page.getByRole("tabpanel", { name: text(lang, "crm", "add.tabs.company") });
    await form.getByRole("textbox", { name: text(lang, "crm", "add.company.companyName") }).fill(NO_CUE);
    const answer = page.waitForResponse("**/api/crm/detect-industry");
    await form.getByRole("button", { name: text(lang, "crm", "detect.button") }).click();
    const { reasoning, industry } = (await (await answer).json()) as { reasoning: string; industry: null };
    expect(industry).toBeNull();

    const panel = form.getByRole("region", { name: text(lang, "crm", "detect.panelTitle") });
    await expect(panel).toContainText(text(lang, "industries", "industry.not-assigned"));
    const badge = panel.locator("[data-confidence]");
    await expect(badge).toHaveAttribute("data-confidence", "unsure");
    await expect(badge).toHaveText(text(lang, "crm", "detect.confidenceLevel.unsure"));
    await expect(panel).toContainText(reasoning);
    // No guess is offered or filled in: the industry stays for the user to choose.
    await expect(panel.getByRole("button")).toHaveCount(0);
    await expect(form.getByRole("combobox", { name: text(lang, "crm", "add.company.industry") })).toHaveValue(
      "",
    );
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: text(lang, "crm", "detect.unsureTitle") });
    await expect(toast).toContainText(reasoning);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS && lang !== "sr") {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/unsure-${lang}-${width}.png`, fullPage: true });
      }
    }
  });
}
