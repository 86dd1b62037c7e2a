import { expect, test } from "@playwright/test";
import { INITIAL_CASES, initialOnly } from "./support/initial-cases";
import { getHref, LANGUAGES, text } from "./support/public-site";

/**
 * The home page's success stories and /industries' case studies, now read from the database, show the very texts
 * the code and translation files held before (tests/e2e/support/initial-cases.ts), in every language.
 */
for (const lang of LANGUAGES) {
  test(`the initial case studies read as before on the home and industries pages (${lang})`, async ({
    page,
  }) => {
    await page.goto(getHref("/", lang));
    await expect(page.locator(initialOnly("data-story"))).toHaveCount(INITIAL_CASES.length);
    for (const { key, texts } of INITIAL_CASES) {
      const t = texts[lang];
      const story = page.locator(`[data-story="${key}"]`);
      await expect(story.locator("p").first()).toHaveText(t.industry);
      await expect(story.getByRole("heading", { level: 3 })).toHaveText(t.storyTitle);
      await expect(story.locator("p").nth(1)).toHaveText(t.story);
      await expect(story.locator("dt")).toHaveText(Object.values(t.storyLabels));
      await expect(story.locator("blockquote")).toHaveText(t.quote);
      await expect(story.locator("figcaption")).toHaveText(t.attribution);
    }

    await page.goto(getHref("/industries", lang));
    await expect(page.locator(initialOnly("data-case"))).toHaveText(
      INITIAL_CASES.map(({ texts }) => new RegExp(texts[lang].title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))),
    );
    for (const { key, texts } of INITIAL_CASES) {
      const t = texts[lang];
      const study = page.getByRole("article", { name: t.title });
      await expect(study).toHaveAttribute("data-case", key);
      await expect(study.locator("header p")).toHaveText(t.industry);
      await expect(study.locator("dl dd").nth(0)).toHaveText(t.challenge);
      await expect(study.locator("dl dd").nth(1)).toHaveText(t.solution);
      await expect(study.locator("dt")).toHaveText([
        text(lang, "pages", "industries.labels.challenge"),
        text(lang, "pages", "industries.labels.solution"),
        ...Object.values(t.resultLabels),
      ]);
      await expect(study.locator("blockquote")).toHaveText(t.quote);
      await expect(study.locator("figcaption")).toHaveText(t.attribution);
    }
  });
}
