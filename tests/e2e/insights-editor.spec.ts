import { expect, type Page, test } from "@playwright/test";
import type { InsightView } from "#core/domain/insights";
import type { Lang } from "#core/i18n/languages";
import { axeViolations, uniqueTag } from "./crm-helpers";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { E2E_VIEWER, loginAsStaff, openSiteMenu } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 150_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/shots
const ins = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  text(lang, "insights", key, values);
const staffText = (lang: Lang, key: string) => text(lang, "staff", key);
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A translated sentence with a {{value}} in it, as a pattern matching any value. */
const pattern = (lang: Lang, key: string) =>
  new RegExp(literal(ins(lang, key, { date: "\u0000" })).replace("\u0000", ".+"));

/** One language's column (a region named after the language) in the page's language. */
const column = (page: Page, lang: Lang, of: Lang) =>
  page.getByRole("region", { name: ins(lang, `languages.${of}`), exact: true });

async function newInsight(page: Page, tag: string): Promise<InsightView> {
  const response = await page.request.post("/api/crm/insights", {
    data: {
      category: "insights",
      author: "potentia-team",
      topics: [],
      texts: {
        en: {
          title: `Seeded ${tag}`,
          excerpt: "Excerpt",
          body: "Body.",
          slug: `seeded-${tag.toLowerCase()}`,
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as InsightView;
}

/** The staff bar's Insights link (the public header calls the blog "Insights" too). */
const staffLink = (page: Page, lang: Lang) =>
  page
    .getByRole("navigation", { name: text(lang, "staff", "nav.label") })
    .getByRole("link", { name: text(lang, "staff", "nav.insights"), exact: true });

const stored = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/crm/insights/${id}`)).json()) as InsightView;

for (const lang of LANGUAGES) {
  test(`write an insight in three languages, publish one now, schedule one, unpublish, delete (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    await page.goto(getHref("/crm", lang));
    await openSiteMenu(page, lang);
    await staffLink(page, lang).click();
    await expect(page.getByRole("heading", { level: 1, name: ins(lang, "list.heading") })).toBeVisible();
    await page.getByRole("link", { name: ins(lang, "list.new") }).click();

    await page.getByLabel(ins(lang, "editor.author")).selectOption("sara-al-otaibi");
    await page.getByRole("checkbox", { name: text(lang, "blog", "topics.consumer-trends") }).check();
    const fill = async (of: Lang, values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) {
        await column(page, lang, of)
          .getByLabel(ins(lang, `editor.${field}`), { exact: true })
          .fill(value);
      }
    };
    await fill("en", {
      title: `Shoppers ${tag}`,
      excerpt: "What changed.",
      body: "See [our approach](/approach).",
    });
    await fill("sr", { title: `Купци ђачки ${tag}`, excerpt: "Шта се променило.", body: "Први пасус." });
    await fill("ar", { title: `المتسوقون ${tag}`, excerpt: "ما الذي تغير." }); // no text: stays a draft
    await expect(column(page, lang, "sr").getByLabel(ins(lang, "editor.slug"))).toHaveValue(
      `kupci-djacki-${tag.toLowerCase()}`,
    );
    await page.getByRole("button", { name: ins(lang, "editor.save"), exact: true }).click();
    await expect(page.getByText(ins(lang, "editor.created"))).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/insights\/\d+$/);
    const id = Number(page.url().split("/").pop());

    // English now.
    await column(page, lang, "en")
      .getByRole("button", { name: ins(lang, "editor.publishNow") })
      .click();
    await expect(page.getByTestId("insight-state-en")).toHaveText(pattern(lang, "state.publishedOn"));
    // Serbian tomorrow.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await column(page, lang, "sr").locator('input[type="datetime-local"]').fill(`${tomorrow}T09:30`);
    await column(page, lang, "sr")
      .getByRole("button", { name: ins(lang, "editor.schedule") })
      .click();
    await expect(page.getByTestId("insight-state-sr")).toHaveText(pattern(lang, "state.scheduledFor"));
    // Arabic has no text: refused, still a draft.
    await column(page, lang, "ar")
      .getByRole("button", { name: ins(lang, "editor.publishNow") })
      .click();
    const missing = ins(lang, "errors.required.body", { language: ins(lang, "languages.ar") });
    await expect(column(page, lang, "ar").getByLabel(ins(lang, "editor.body"))).toHaveAccessibleDescription(
      new RegExp(literal(missing)),
    );
    await expect(page.getByTestId("insight-state-ar")).toHaveText(ins(lang, "state.draft"));

    // What the public side reads (through the API until its pages land).
    const after = await stored(page, id);
    expect(after.texts.en?.status).toBe("published");
    expect(new Date(after.texts.en?.publishAt ?? "") <= new Date()).toBe(true);
    expect(after.texts.sr?.status).toBe("published");
    expect(new Date(after.texts.sr?.publishAt ?? "") > new Date()).toBe(true);
    expect(after.texts.ar?.status).toBe("draft");
    const preview = column(page, lang, "en").getByRole("link", {
      name: ins(lang, "editor.previewOf", { language: ins(lang, "languages.en") }),
    });
    await expect(preview).toHaveAttribute("target", "_blank");

    await column(page, lang, "en")
      .getByRole("button", { name: ins(lang, "editor.unpublish") })
      .click();
    await expect(page.getByTestId("insight-state-en")).toHaveText(ins(lang, "state.draft"));
    expect((await stored(page, id)).texts.en?.status).toBe("draft");

    await page.getByRole("button", { name: ins(lang, "editor.delete") }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: ins(lang, "editor.delete") })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: ins(lang, "list.heading") })).toBeVisible();
    expect((await page.request.get(`/api/crm/insights/${id}`)).status()).toBe(404);
  });

  test(`bad input: the translated error, nothing saved; a second tab's save answers with the newer version (${lang})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await loginAsStaff(page, lang);
    const seeded = await newInsight(page, uniqueTag());
    await page.goto(getHref(`/crm/insights/${seeded.id}`, lang));
    const slug = column(page, lang, "en").getByLabel(ins(lang, "editor.slug"));
    await slug.fill("Bad Slug");
    await page.getByRole("button", { name: ins(lang, "editor.save"), exact: true }).click();
    await expect(slug).toHaveAccessibleDescription(new RegExp(literal(ins(lang, "errors.slug"))));
    const link = column(page, lang, "en").getByLabel(ins(lang, "editor.body"));
    await slug.fill(seeded.texts.en?.slug ?? "");
    await link.fill("Click [here](javascript:void).");
    await page.getByRole("button", { name: ins(lang, "editor.save"), exact: true }).click();
    await expect(link).toHaveAccessibleDescription(/javascript:void/);
    expect((await stored(page, seeded.id)).texts.en).toMatchObject({
      slug: seeded.texts.en?.slug,
      body: "Body.",
    });

    // Another tab saves first: this one's save is refused, nothing typed is lost, their title joins it.
    const other = await context.newPage();
    await other.goto(getHref(`/crm/insights/${seeded.id}`, lang));
    await column(other, lang, "en").getByLabel(ins(lang, "editor.title"), { exact: true }).fill("Theirs");
    await other.getByRole("button", { name: ins(lang, "editor.save"), exact: true }).click();
    await expect(other.getByText(ins(lang, "editor.saved"))).toBeVisible();
    await link.fill("Mine.");
    await page.getByRole("button", { name: ins(lang, "editor.save"), exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: staffText(lang, "conflict.merged") }),
    ).toBeFocused();
    await expect(column(page, lang, "en").getByLabel(ins(lang, "editor.title"), { exact: true })).toHaveValue(
      "Theirs",
    );
    await expect(link).toHaveValue("Mine.");
    expect((await stored(page, seeded.id)).texts.en).toMatchObject({ title: "Theirs", body: "Body." });
    await page.getByRole("button", { name: ins(lang, "editor.save"), exact: true }).click();
    await expect(page.getByText(ins(lang, "editor.saved"))).toBeVisible();
    await expect(page.getByText(staffText(lang, "conflict.merged"))).toHaveCount(0);
    expect((await stored(page, seeded.id)).texts.en).toMatchObject({ title: "Theirs", body: "Mine." });

    // Leaving with unsaved changes asks first.
    await column(page, lang, "en").getByLabel(ins(lang, "editor.title"), { exact: true }).fill("Unsaved");
    await page.getByRole("link", { name: ins(lang, "editor.back") }).click();
    const ask = page.getByRole("alertdialog", { name: text(lang, "staff", "unsaved.title") });
    await ask.getByRole("button", { name: text(lang, "staff", "unsaved.stay") }).click();
    await expect(page).toHaveURL(new RegExp(`/crm/insights/${seeded.id}$`));
  });

  test(`a viewer reads an insight without Save, Publish or the staff bar's link (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsStaff(page, lang);
    const seeded = await newInsight(page, uniqueTag());
    await loginAsStaff(page, lang, E2E_VIEWER);
    await page.goto(getHref(`/crm/insights/${seeded.id}`, lang));
    const title = column(page, lang, "en").getByLabel(ins(lang, "editor.title"), { exact: true });
    await expect(title).toHaveValue(seeded.texts.en?.title ?? "");
    await expect(title).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: ins(lang, "editor.save"), exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: ins(lang, "editor.publishNow") })).toHaveCount(0);
    await expect(staffLink(page, lang)).toHaveCount(0);
  });

  for (const width of [1280, 375]) {
    test(`list and editor: keyboard tabs on a phone, the staff bar's Site group, no axe violations (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      const seeded = await newInsight(page, uniqueTag());
      await page.goto(getHref("/crm", lang));
      await openSiteMenu(page, lang);
      await staffLink(page, lang).click();
      await expect(page.getByRole("link", { name: new RegExp(seeded.texts.en?.title ?? "") })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/insights-list-${lang}-${width}.png`, fullPage: true });

      await page.getByRole("link", { name: new RegExp(seeded.texts.en?.title ?? "") }).click();
      await expect(page.getByRole("heading", { level: 1, name: ins(lang, "editor.heading") })).toBeVisible();
      if (width < 768) {
        const tabs = page.getByRole("tablist", { name: ins(lang, "editor.tabs") });
        await tabs.getByRole("tab").first().focus();
        await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
        await expect(column(page, lang, "sr")).toBeVisible();
        await expect(column(page, lang, "en")).toBeHidden();
      } else {
        for (const of of ["en", "sr", "ar"] as const) await expect(column(page, lang, of)).toBeVisible();
        await expect(column(page, lang, "ar")).toHaveAttribute("dir", "rtl");
      }
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/insights-editor-${lang}-${width}.png`, fullPage: true });
    });
  }
}
