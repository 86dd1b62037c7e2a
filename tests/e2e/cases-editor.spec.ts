import { expect, type Page, test } from "@playwright/test";
import { CASE_LIMITS, type CaseInput, type CaseStudyView } from "#core/domain/case-studies";
import type { Lang } from "#core/i18n/languages";
import { formatNumber } from "#core/lib/format";
import { axeViolations, uniqueTag } from "./crm-helpers";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { E2E_VIEWER, loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 150_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/shots
const cs = (lang: Lang, key: string, values: Record<string, string | number> = {}) =>
  text(lang, "cases", key, values as Record<string, string>);

/** A case of our own (the initial ones stay as the other specs know them), through the API. */
async function addCase(page: Page, tag: string, sample = false): Promise<CaseStudyView> {
  const text = (lang: Lang) => ({
    industry: `Sector ${lang}`,
    title: `Case ${tag} ${lang}`,
    challenge: `Challenge ${lang}`,
    solution: `Solution ${lang}`,
    resultLabels: { a: `Label ${lang}` },
    storyTitle: `Story ${tag} ${lang}`,
    story: `Story text ${lang}`,
    storyLabels: { a: `Short ${lang}` },
    quote: "",
    attribution: "",
  });
  const data: CaseInput = {
    sector: "retail",
    icon: "ShoppingCart",
    sample,
    results: [{ id: "a", value: 7, unit: "percent" }],
    texts: { en: text("en"), ar: text("ar"), sr: text("sr") },
  };
  const response = await page.request.post("/api/crm/cases", { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CaseStudyView;
}

const removeCase = (page: Page, key: string) => page.request.delete(`/api/crm/cases/${key}`);

/** One language's column of the editor (a region named after the language), in the page's language. */
const column = (page: Page, lang: Lang, of: Lang) =>
  page.getByRole("region", { name: cs(lang, `languages.${of}`), exact: true });

const PAYLOAD = `<script>alert(1)</script>`;
const ATTACK = `"><img src=x onerror=alert(2)>`;

for (const lang of LANGUAGES) {
  test(`edit a case in three languages: the pages show it within 5 s, script as text (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const created = await addCase(page, tag, true);
    try {
      // The public pages as they are before the edit (each instance keeps them until the content changes, and
      // sees a change within seconds: the case just added, too).
      for (const of of LANGUAGES) {
        for (const path of ["/", "/industries"]) {
          await expect(async () => {
            await page.goto(getHref(path, of));
            await expect(
              page.getByText(path === "/" ? `Story ${tag} ${of}` : `Case ${tag} ${of}`),
            ).toBeVisible({ timeout: 500 });
          }).toPass({ timeout: 5_000 });
        }
      }
      await page.goto(getHref("/crm/cases", lang));
      const row = page.locator(`[data-case-row="${created.key}"]`);
      await expect(row.getByText(cs(lang, "list.sample"))).toBeVisible();
      await row.getByRole("link", { name: `Case ${tag} ${lang}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: cs(lang, "editor.heading") })).toBeVisible();

      const titles: Record<Lang, string> = {
        en: `${PAYLOAD} ${tag}`,
        sr: `Студија ${tag}`,
        ar: `دراسة ${tag}`,
      };
      for (const of of LANGUAGES) {
        const col = column(page, lang, of);
        await col.getByLabel(cs(lang, "editor.title"), { exact: true }).fill(titles[of]);
        await col.getByLabel(cs(lang, "editor.quote"), { exact: true }).fill(`${ATTACK} ${of}`);
        await col.getByLabel(cs(lang, "editor.attribution"), { exact: true }).fill(`Head, a firm ${of}`);
      }
      await page.getByLabel(cs(lang, "editor.sample")).uncheck();
      await page.getByRole("button", { name: cs(lang, "editor.save") }).click();
      await expect(page.getByText(cs(lang, "editor.saved"))).toBeVisible();

      // Every language's public pages, without a restart: the new texts within 5 s, the markup shown as text.
      for (const of of LANGUAGES) {
        await expect(async () => {
          await page.goto(getHref("/industries", of));
          const article = page.getByRole("article", { name: titles[of] });
          await expect(article).toBeVisible({ timeout: 500 });
          await expect(article.locator("figure blockquote")).toHaveText(`${ATTACK} ${of}`, { timeout: 500 });
        }).toPass({ timeout: 5_000 });
        await expect(async () => {
          await page.goto(getHref("/", of));
          await expect(page.locator(`[data-story="${created.key}"] blockquote`)).toHaveText(
            `${ATTACK} ${of}`,
            {
              timeout: 500,
            },
          );
        }).toPass({ timeout: 5_000 });
      }
      await expect(page.locator("img[src=x]")).toHaveCount(0);
      expect(dialogs).toEqual([]);
      await page.goto(getHref("/crm/cases", lang));
      await expect(
        page.locator(`[data-case-row="${created.key}"]`).getByText(cs(lang, "list.sample")),
      ).toHaveCount(0);
    } finally {
      await removeCase(page, created.key);
    }
  });

  test(`a bad save shows a translated error and changes nothing (${lang})`, async ({ page }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const created = await addCase(page, tag);
    try {
      await page.goto(getHref(`/crm/cases/${created.key}`, lang));
      const ar = column(page, lang, "ar");
      // On a phone the columns are tabs; at the default width all three stand side by side.
      await ar.getByLabel(cs(lang, "editor.title"), { exact: true }).fill("");
      await ar.getByLabel(cs(lang, "editor.quote"), { exact: true }).fill("A quote");
      await page.getByRole("button", { name: cs(lang, "editor.save") }).click();
      await expect(ar.getByText(cs(lang, "errors.title"))).toBeVisible();
      await expect(ar.getByText(cs(lang, "errors.attribution"))).toBeVisible();
      const stored = (await (
        await page.request.get(`/api/crm/cases/${created.key}`)
      ).json()) as CaseStudyView;
      expect(stored.version).toBe(1);
      expect(stored.texts.ar.title).toBe(`Case ${tag} ar`);

      // A figure out of bounds: the bounds written as the page's language writes numbers.
      const figure = page.getByLabel(cs(lang, "editor.figure", { n: "1" }), { exact: true });
      await figure.fill("2000000");
      await page.getByRole("button", { name: cs(lang, "editor.save") }).click();
      await expect(figure).toHaveAccessibleDescription(
        cs(lang, "errors.value", { min: formatNumber(0, lang), max: formatNumber(CASE_LIMITS.value, lang) }),
      );
      expect(
        ((await (await page.request.get(`/api/crm/cases/${created.key}`)).json()) as CaseStudyView).version,
      ).toBe(1);
    } finally {
      await removeCase(page, created.key);
    }
  });

  test(`reorder two cases and delete one, as the pages show it (${lang})`, async ({ page }) => {
    await loginAsStaff(page, lang);
    const first = await addCase(page, uniqueTag());
    const second = await addCase(page, uniqueTag());
    try {
      await page.goto(getHref("/crm/cases", lang));
      const rows = page.locator("[data-case-row]");
      const keys = async () => rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-case-row")));
      await expect(page.locator(`[data-case-row="${second.key}"]`)).toBeVisible();
      const before = await keys();
      expect(before.indexOf(second.key)).toBeGreaterThan(before.indexOf(first.key));
      // One step up at a time, until the second is above the first (another test's case may stand between, and
      // others' cases come and go meanwhile: each step is checked against the case it passes).
      for (let step = 0; step < 4; step++) {
        const order = await keys();
        if (order.indexOf(second.key) < order.indexOf(first.key)) break;
        const passed = order[order.indexOf(second.key) - 1];
        await page
          .locator(`[data-case-row="${second.key}"]`)
          .getByRole("button", { name: cs(lang, "list.moveUp") })
          .click();
        await expect(page.getByText(cs(lang, "list.moved")).first()).toBeVisible();
        await expect
          .poll(async () => {
            const now = await keys();
            return !passed || now.indexOf(passed) === -1 || now.indexOf(second.key) < now.indexOf(passed);
          })
          .toBe(true);
      }
      await page.reload();
      await expect
        .poll(async () => (await keys()).indexOf(second.key) < (await keys()).indexOf(first.key))
        .toBe(true);

      await expect(async () => {
        await page.goto(getHref("/industries", lang));
        const order = await page
          .locator("[data-case]")
          .evaluateAll((els) => els.map((el) => el.getAttribute("data-case")));
        expect(order.indexOf(second.key)).toBeLessThan(order.indexOf(first.key));
      }).toPass({ timeout: 5_000 });

      await page.goto(getHref("/crm/cases", lang));
      await page
        .locator(`[data-case-row="${first.key}"]`)
        .getByRole("button", { name: cs(lang, "editor.delete") })
        .click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog.getByText(cs(lang, "editor.deleteConfirm"))).toBeVisible();
      await dialog.getByRole("button", { name: cs(lang, "editor.delete") }).click();
      await expect(page.locator(`[data-case-row="${first.key}"]`)).toHaveCount(0);
      expect((await page.request.get(`/api/crm/cases/${first.key}`)).status()).toBe(404);
    } finally {
      await removeCase(page, first.key);
      await removeCase(page, second.key);
    }
  });
}

test("a viewer reads the cases but is offered no add, move, delete or save, in every language", async ({
  page,
}) => {
  for (const lang of LANGUAGES) {
    await loginAsStaff(page, lang, E2E_VIEWER);
    await page.goto(getHref("/crm/cases", lang));
    await expect(page.locator('[data-case-row="automotive"]')).toBeVisible();
    await expect(page.getByRole("link", { name: cs(lang, "list.new") })).toHaveCount(0);
    for (const key of ["list.moveUp", "list.moveDown", "editor.delete"]) {
      await expect(page.getByRole("button", { name: cs(lang, key) })).toHaveCount(0);
    }
    await page.goto(getHref("/crm/cases/automotive", lang));
    await expect(
      column(page, lang, "en").getByLabel(cs(lang, "editor.title"), { exact: true }),
    ).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: cs(lang, "editor.save") })).toHaveCount(0);
  }
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the case list and editor, in every language, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      await loginAsStaff(page, lang);
      for (const path of ["/crm/cases", "/crm/cases/automotive", "/crm/cases/new"]) {
        await page.goto(getHref(path, lang));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0);
        found.push(...(await axeViolations(page)).map((v) => `${lang} ${path}: ${v}`));
        if (SHOTS && lang !== "sr") {
          const name = path.replaceAll("/", "-").slice(1);
          await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
        }
      }
      if (SHOTS && lang !== "sr") {
        // The public sections made from the cases, to compare with how they looked before.
        for (const [path, section] of [
          ["/", "#stories-title"],
          ["/industries", "#cases-title"],
        ] as const) {
          await page.goto(getHref(path, lang));
          const name = path === "/" ? "home" : "industries";
          await page
            .locator(`section:has(${section})`)
            .screenshot({ path: `${SHOTS}/${name}-cases-${lang}-${width}.png` });
        }
      }
    }
    expect(found).toEqual([]);
  });
}
