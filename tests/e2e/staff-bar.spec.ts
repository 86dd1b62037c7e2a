import { expect, test } from "@playwright/test";
import { axeViolations } from "./crm-helpers";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { E2E_VIEWER, loginAsStaff } from "./support/staff";

/**
 * The staff bar: the pages that publish the site under "Site", the admins' pages under "Administration", so
 * that the bar keeps to one line on a laptop in every language.
 */

const GROUPS = {
  "nav.site": ["nav.insights", "nav.cases", "nav.people", "nav.media", "nav.newsletter"],
  "nav.admin": ["nav.team", "nav.audit", "nav.industryCues"],
} as const;

for (const lang of LANGUAGES) {
  test(`one line at 1280 px; each group opens by keyboard, lists its pages, closes with Escape (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsStaff(page, lang);
    await page.goto(getHref("/crm", lang));
    const bar = page.getByRole("navigation", { name: text(lang, "staff", "nav.label") });
    // An admin sees every entry, and the bar is as tall as one of its links.
    const barBox = await bar.boundingBox();
    const linkBox = await bar.getByRole("link", { name: text(lang, "staff", "nav.crm") }).boundingBox();
    expect(barBox?.height ?? 0).toBeLessThan((linkBox?.height ?? 0) * 1.5);

    for (const [group, keys] of Object.entries(GROUPS)) {
      const entry = bar.getByRole("button", { name: text(lang, "staff", group) });
      for (const key of keys)
        await expect(bar.getByRole("link", { name: text(lang, "staff", key) })).toHaveCount(0);
      await entry.focus();
      await page.keyboard.press("Enter");
      await expect(entry).toHaveAttribute("aria-expanded", "true");
      for (const key of keys)
        await expect(bar.getByRole("link", { name: text(lang, "staff", key) })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(entry).toHaveAttribute("aria-expanded", "false");
      await expect(entry).toBeFocused();
    }

    // Following a link closes the list and marks the entry as the current section.
    const site = bar.getByRole("button", { name: text(lang, "staff", "nav.site") });
    await site.click();
    await bar.getByRole("link", { name: text(lang, "staff", "nav.cases") }).click();
    await expect(page).toHaveURL(new RegExp(`${getHref("/crm/cases", lang)}$`));
    await expect(bar.getByRole("link", { name: text(lang, "staff", "nav.cases") })).toHaveCount(0);
    await expect(site).toHaveClass(/bg-primary-light/);
  });
}

test("a viewer, who publishes and administers nothing, has neither group", async ({ page }) => {
  await loginAsStaff(page, "en", E2E_VIEWER);
  await page.goto("/crm");
  const bar = page.getByRole("navigation", { name: text("en", "staff", "nav.label") });
  await expect(bar.getByRole("link", { name: text("en", "staff", "nav.crm") })).toBeVisible();
  for (const group of Object.keys(GROUPS)) {
    await expect(bar.getByRole("button", { name: text("en", "staff", group) })).toHaveCount(0);
  }
});
