import { expect, test } from "@playwright/test";
import type { InsightView } from "#core/domain/insights";
import type { Lang } from "#core/i18n/languages";
import { uniqueTag } from "./crm-helpers";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

/** A leader added at /crm/people signs an insight: the editor offers them, the article names them. */
const NAMES: Record<Lang, string> = { en: "Mila Petrović", ar: "ميلا بتروفيتش", sr: "Мила Петровић" };
const ROLES: Record<Lang, string> = { en: "Head of Insight", ar: "رئيسة قسم الرؤى", sr: "Шефица увида" };
const BIOS: Record<Lang, string> = {
  en: "Mila writes about retail.",
  ar: "تكتب ميلا عن قطاع التجزئة.",
  sr: "Мила пише о малопродаји.",
};

for (const lang of LANGUAGES) {
  test(`a leader added later signs an insight: the editor offers them, the article's byline, card and data name them (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag().toLowerCase();
    const key = `mila-${tag}`;
    // Each test's leader has a name of its own: the tests of the three languages run side by side.
    const name = (l: Lang) => `${NAMES[l]} ${tag}`;
    const leader = await page.request.post("/api/crm/leaders", {
      data: {
        key,
        email: `${key}@example.com`,
        linkedIn: "https://www.linkedin.com/in/mila",
        office: "belgrade",
        photoImageId: null,
        texts: Object.fromEntries(
          LANGUAGES.map((l) => [
            l,
            { name: name(l), role: ROLES[l], bio: BIOS[l], location: "Belgrade", initials: "" },
          ]),
        ),
      },
    });
    expect(leader.status(), await leader.text()).toBe(201);
    const slug = `signed-${tag}`;
    const created = await page.request.post("/api/crm/insights", {
      data: {
        category: "insights",
        author: "potentia-team",
        topics: [],
        texts: { [lang]: { title: `Signed ${tag}`, excerpt: "Excerpt.", body: "Body.", slug } },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const insight = (await created.json()) as InsightView;
    try {
      await page.goto(getHref(`/crm/insights/${insight.id}`, lang));
      await page.getByLabel(text(lang, "insights", "editor.author")).selectOption({ label: name(lang) });
      await page.getByRole("button", { name: text(lang, "insights", "editor.save"), exact: true }).click();
      await expect(page.getByText(text(lang, "insights", "editor.saved"))).toBeVisible();
      const saved = (await (await page.request.get(`/api/crm/insights/${insight.id}`)).json()) as InsightView;
      expect(saved.author).toBe(key);
      const published = await page.request.post(`/api/crm/insights/${insight.id}/publish/${lang}`, {
        data: { updatedAt: saved.updatedAt },
      });
      expect(published.status(), await published.text()).toBe(200);

      const main = page.getByRole("main");
      await expect(async () => {
        await page.goto(getHref(`/blog/${slug}`, lang));
        await expect(main.getByText(text(lang, "blog", "byAuthor", { author: name(lang) }))).toBeVisible({
          timeout: 500,
        });
      }).toPass({ timeout: 5_000 });
      const card = main.getByRole("region", { name: text(lang, "blog", "aboutAuthor") });
      await expect(card).toContainText(name(lang));
      await expect(card).toContainText(ROLES[lang]);
      await expect(card).toContainText(BIOS[lang]);
      const posting = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((s) => JSON.parse(s.textContent ?? "{}")).find((b) => b["@type"] === "BlogPosting"),
        );
      expect(posting.author).toMatchObject({ "@type": "Person", name: name(lang), jobTitle: ROLES[lang] });
    } finally {
      await page.request.delete(`/api/crm/insights/${insight.id}`);
      await page.request.delete(`/api/crm/leaders/${key}`);
    }
  });
}
