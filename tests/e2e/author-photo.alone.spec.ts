import { expect, test } from "@playwright/test";
import type { LeaderView } from "#core/domain/leaders";
import { FIRST_LEADER_TEXTS } from "../first-leaders";
import { uniqueTag } from "./crm-helpers";
import { LIVE, uploadPhoto } from "./support/leaders";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

/**
 * A first leader's photo on their articles' author card. It changes what every page naming that leader shows,
 * so it runs alone, after every other test (the "alone" project of playwright.config.ts).
 */
test.describe.configure({ timeout: 120_000 });

for (const lang of LANGUAGES) {
  test(`an article's author card shows its leader's name, role and photo from the table (${lang})`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const { id, alt } = await uploadPhoto(page, uniqueTag());
    const leaders = (await (await page.request.get("/api/crm/leaders")).json()) as { items: LeaderView[] };
    const nikola = leaders.items.find((one) => one.key === "nikola-markovic") as LeaderView;
    const save = (photoImageId: number | null, version: number) =>
      page.request.put("/api/crm/leaders/nikola-markovic", { data: { ...nikola, photoImageId, version } });
    const [first] = FIRST_LEADER_TEXTS[lang];
    const card = page.getByRole("region", { name: text(lang, "blog", "aboutAuthor") });
    expect((await save(id, nikola.version)).status()).toBe(200);
    try {
      await expect(async () => {
        await page.goto(getHref("/blog/market-research-usage", lang));
        await expect(card.getByRole("img", { name: alt[lang], exact: true })).toBeVisible({ timeout: 200 });
      }).toPass(LIVE);
      await expect(card).toContainText(first.name);
      await expect(card).toContainText(first.role);
      await expect(card.locator("[data-monogram]")).toHaveCount(0);
    } finally {
      expect((await save(null, nikola.version + 1)).status()).toBe(200);
    }
    await expect(async () => {
      await page.goto(getHref("/blog/market-research-usage", lang));
      await expect(card.locator("[data-monogram]")).toHaveText(first.initials, { timeout: 200 });
    }).toPass(LIVE);
  });
}
