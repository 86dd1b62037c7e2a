import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LANGUAGES, type Lang } from "#core/i18n/languages";
import { addCompany, axeViolations, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/detect

/** A text of a translation file by its dotted key. */
function text(lang: Lang, ns: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../../core/i18n/locales/${lang}/${ns}.json`);
  const found = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, "utf8")),
    );
  return String(found);
}

for (const lang of LANGUAGES) {
  test(`industry cues: three corrections suggest a word, accepted with one click, used at once, reverted (${lang})`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const word = uniqueTag();
    for (const second of ["Sever", "Jug", "Istok"]) {
      await addCompany(page, {
        companyName: `${word} ${second}`,
        industry: "Real Estate",
        stage: "lead",
        confirmDuplicate: true,
      });
    }
    const detect = async () =>
      (
        await (
          await page.request.post("/api/crm/detect-industry", { data: { companyName: `${word} Zapad` } })
        ).json()
      ).industry as string | null;
    expect(await detect()).toBeNull();

    await page.goto(lang === "en" ? "/crm/industry-cues" : `/${lang}/crm/industry-cues`);
    await expect(
      page.getByRole("heading", { level: 1, name: text(lang, "crm", "cues.title") }),
    ).toBeVisible();
    const suggested = page.getByRole("region", { name: text(lang, "crm", "cues.suggestionsHeading") });
    // The row whose word is this one (other rows may show it among their example names).
    const row = suggested.getByRole("listitem").filter({ has: page.getByText(word, { exact: true }) });
    await expect(row).toContainText(text(lang, "industries", "industry.real-estate"));
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS && lang !== "sr") {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/cues-${lang}-${width}.png`, fullPage: true });
      }
    }
    await row.getByRole("button").click();
    await expect(row).toHaveCount(0);
    const learned = page.getByRole("region", { name: text(lang, "crm", "cues.learnedHeading") });
    const cue = learned
      .getByRole("listitem")
      .filter({ has: page.getByText(word.toLowerCase(), { exact: true }) });
    await expect(cue).toContainText(text(lang, "industries", "industry.real-estate"));
    expect(await detect()).toBe("Real Estate");

    await cue.getByRole("button").click();
    await expect(cue).toContainText(text(lang, "crm", "cues.notInUse"));
    expect(await detect()).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
  });
}
