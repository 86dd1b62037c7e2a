import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { LeaderView } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";
import { FIRST_LEADER_TEXTS } from "../first-leaders";
import { uniqueTag } from "./crm-helpers";
import { addLeader, deleteLeadersAfterEach, LIVE, nameOf, ppl, uploadPhoto } from "./support/leaders";
import { getHref, LANGUAGES } from "./support/public-site";
import { E2E_VIEWER, loginAsStaff } from "./support/staff";

/**
 * The public /leadership and the blog's author cards made from the leaders staff edit (/crm/people). The first
 * two leaders read as they did when the page was prerendered from the translation files
 * (tests/e2e/fixtures/initial-leadership-text.json).
 */
test.describe.configure({ timeout: 120_000 });
deleteLeadersAfterEach();

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/leaders-shots
const BEFORE = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "fixtures/initial-leadership-text.json"), "utf8"),
) as Record<Lang, string>;

const publicCards = (page: Page) => page.getByRole("main").getByRole("article");

/** One language's column of the editor (a region named after the language, in the page's language). */
const column = (page: Page, lang: Lang, of: Lang) =>
  page.getByRole("region", { name: ppl(lang, `languages.${of}`), exact: true });

/** A text field of the editor by its label (a required one's label shows a mark besides). */
const field = (scope: Page | ReturnType<Page["getByRole"]>, lang: Lang, key: string) =>
  scope.getByRole("textbox", { name: ppl(lang, `editor.${key}`), exact: true });

for (const lang of LANGUAGES) {
  test(`the first leaders read as they did when prerendered, and the page is made per request (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const response = await page.goto(getHref("/leadership", lang));
    expect(response?.status()).toBe(200);
    // Leaders other tests add meanwhile are taken out of this page's copy: the first two read as before.
    const first = FIRST_LEADER_TEXTS[lang].map((leader) => `leader-${leader.key}`);
    await page.evaluate((ids) => {
      for (const card of document.querySelectorAll("main article")) {
        if (!ids.includes(card.querySelector("h2")?.id ?? "")) card.remove();
      }
    }, first);
    await expect(publicCards(page)).toHaveCount(2);
    expect(await page.locator("main").innerText()).toBe(BEFORE[lang]);
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.locator("script[src]")).toHaveCount(0);
  });

  test(`typed markup is shown as text on the public page; a viewer reads without Save (${lang})`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const payload = `<script>alert("${tag}")</script>`;
    const image = `"><img src=x onerror=alert(1)>`;
    const leader = await addLeader(page, tag);
    const texts = Object.fromEntries(
      LANGUAGES.map((l) => [l, { ...leader.texts[l], role: payload, bio: image }]),
    ) as LeaderView["texts"];
    const response = await page.request.put(`/api/crm/leaders/${leader.key}`, {
      data: { ...leader, texts, version: leader.version },
    });
    expect(response.status(), await response.text()).toBe(200);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await expect(async () => {
      await page.goto(getHref("/leadership", lang));
      await expect(page.getByText(payload, { exact: true })).toBeVisible({ timeout: 200 });
    }).toPass(LIVE);
    await expect(page.getByText(image, { exact: true })).toBeVisible();
    await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    await loginAsStaff(page, lang, E2E_VIEWER);
    await page.goto(getHref(`/crm/people/${leader.key}`, lang));
    const role = field(column(page, lang, lang), lang, "role");
    await expect(role).toHaveValue(payload);
    await expect(role).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true })).toHaveCount(0);
  });

  test(`a photo replaces the monogram: AVIF and WebP at the card's widths, the alt text in ${lang}`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const { id, alt } = await uploadPhoto(page, tag);
    await addLeader(page, tag, { photoImageId: id });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(async () => {
      await page.goto(getHref("/leadership", lang));
      await expect(page.getByRole("img", { name: alt[lang], exact: true })).toBeVisible({ timeout: 200 });
    }).toPass(LIVE);
    const card = page.getByRole("article", { name: nameOf(lang, tag) });
    const img = card.getByRole("img", { name: alt[lang], exact: true });
    await expect(img).toHaveAttribute("width", "600");
    await expect(img).toHaveAttribute("height", "750");
    await expect(card.locator("[data-monogram]")).toHaveCount(0);
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      `/media/uploads/${id}/480.avif 480w`,
    );
    await expect(card.locator('picture source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      `/media/uploads/${id}/480.webp 480w`,
    );
    // Loaded from a source (the browser's choice of format), at the one width made of a 600 px original.
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : "")))
      .toMatch(new RegExp(`/media/uploads/${id}/480\\.(avif|webp)$`));
    const box = await img.boundingBox();
    expect([box?.width, box?.height]).toEqual([160, 160]);
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/leader-photo-${lang}.png` });
  });
}
