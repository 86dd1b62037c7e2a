import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import type { LeaderCreate, LeaderView } from "#core/domain/leaders";
import type { Lang } from "#core/i18n/languages";
import { FIRST_LEADER_TEXTS } from "../first-leaders";
import { axeViolations, uniqueTag } from "./crm-helpers";
import { getHref, LANGUAGES, text } from "./support/public-site";
import { E2E_VIEWER, loginAsStaff } from "./support/staff";

/**
 * The leaders staff edit at /crm/people and the public /leadership made from them (rendered per request, kept
 * per instance until they change: live within 5 s without a restart). The first two leaders read as they did
 * when the page was prerendered from the translation files (tests/e2e/fixtures/initial-leadership-text.json).
 */
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/leaders-shots
const BEFORE = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "fixtures/initial-leadership-text.json"), "utf8"),
) as Record<Lang, string>;
const ppl = (lang: Lang, key: string, values: Record<string, string> = {}) =>
  text(lang, "people", key, values);
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LIVE = { timeout: 5_000 };

/** Names and monogram letters in each language's own script (the public page's letters test holds). */
const PERSON = {
  en: { name: "Mila Petrović", initials: "MP" },
  ar: { name: "ميلا بتروفيتش", initials: "م ب" },
  sr: { name: "Мила Петровић", initials: "МП" },
} as const;

/** A new leader through the API (last on the page), its role carrying `tag` in every language. */
async function addLeader(page: Page, tag: string, changes: Partial<LeaderCreate> = {}): Promise<LeaderView> {
  const textOf = (lang: Lang) => ({
    name: nameOf(lang, tag),
    initials: PERSON[lang].initials,
    role: `${ppl(lang, "editor.role")} ${tag}`,
    bio: `Bio ${tag}`,
    location: text(lang, "people", "offices.belgrade"),
  });
  const response = await page.request.post("/api/crm/leaders", {
    data: {
      key: `leader-${tag.toLowerCase()}`,
      email: `${tag.toLowerCase()}@example.com`,
      linkedIn: "https://www.linkedin.com/in/example",
      office: "belgrade",
      photoImageId: null,
      texts: { en: textOf("en"), ar: textOf("ar"), sr: textOf("sr") },
      ...changes,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const leader = (await response.json()) as LeaderView;
  made.push(leader.key);
  return leader;
}

/** A test's leader's name in a language: the script's own name, and the test's tag. */
const nameOf = (lang: Lang, tag: string) => `${PERSON[lang].name} ${tag}`;

/** The leaders a test added, deleted after it whatever its outcome (the public page's other tests count them). */
const made: string[] = [];
test.afterEach(async ({ page }) => {
  if (made.length === 0) return;
  await loginAsStaff(page);
  for (const key of made.splice(0)) await page.request.delete(`/api/crm/leaders/${key}`);
});

/** The staff bar's link to the leaders (the public header names the leadership page alike in ar and sr). */
const staffLink = (page: Page, lang: Lang) =>
  page
    .getByRole("navigation", { name: text(lang, "staff", "nav.label") })
    .getByRole("link", { name: text(lang, "staff", "nav.people"), exact: true });

/** A text field of the editor by its label (a required one's label shows a mark besides). */
const field = (scope: Page | ReturnType<Page["getByRole"]>, lang: Lang, key: string) =>
  scope.getByRole("textbox", { name: ppl(lang, `editor.${key}`), exact: true });

/** One language's column of the editor (a region named after the language, in the page's language). */
const column = (page: Page, lang: Lang, of: Lang) =>
  page.getByRole("region", { name: ppl(lang, `languages.${of}`), exact: true });

const publicCards = (page: Page) => page.getByRole("main").getByRole("article");

for (const lang of LANGUAGES) {
  test(`the first leaders read as they did when prerendered, and the page is made per request (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const response = await page.goto(getHref("/leadership", lang));
    expect(response?.status()).toBe(200);
    await expect(publicCards(page)).toHaveCount(2);
    expect(await page.locator("main").innerText()).toBe(BEFORE[lang]);
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
    await expect(page.locator("script[src]")).toHaveCount(0);
  });

  test(`edit a leader's role, reorder and delete: each live on the public page within 5 s (${lang})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const leader = await addLeader(page, tag);
    const visitor = await context.newPage();
    const leadership = getHref("/leadership", lang);
    await visitor.goto(leadership);
    const names = () => visitor.locator("main article h2").allInnerTexts();

    await page.goto(getHref("/crm", lang));
    await staffLink(page, lang).click();
    await expect(page.getByRole("heading", { level: 1, name: ppl(lang, "list.heading") })).toBeVisible();
    const name = nameOf(lang, tag);
    await page.getByRole("link", { name }).click();
    const role = field(column(page, lang, lang), lang, "role");
    await role.fill(`${ppl(lang, "editor.role")} ${tag} 2`);
    await page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    await expect(page.getByText(ppl(lang, "editor.saved"))).toBeVisible();
    await expect(async () => {
      await visitor.reload();
      await expect(visitor.getByText(`${ppl(lang, "editor.role")} ${tag} 2`, { exact: true })).toBeVisible({
        timeout: 200,
      });
    }).toPass(LIVE);

    // Up one place: before the second of the first leaders.
    await page.getByRole("link", { name: ppl(lang, "editor.back") }).click();
    await page.getByRole("button", { name: ppl(lang, "list.moveUp", { name }) }).click();
    await expect(page.getByText(ppl(lang, "list.moved"))).toBeVisible();
    const [first, second] = FIRST_LEADER_TEXTS[lang];
    await expect(async () => {
      await visitor.reload();
      expect(await names()).toEqual([first.name, name, second.name]);
    }).toPass(LIVE);

    await page.getByRole("button", { name: ppl(lang, "delete.label", { name }) }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: ppl(lang, "delete.confirm") })
      .click();
    await expect(page.getByText(ppl(lang, "delete.done", { name }))).toBeVisible();
    await expect(page.locator(`[data-leader="${leader.key}"]`)).toHaveCount(0);
    await expect(async () => {
      await visitor.reload();
      expect(await names()).toEqual([first.name, second.name]);
    }).toPass(LIVE);
  });

  test(`bad input: the translated error, nothing saved; a stale save shows the newer version (${lang})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const leader = await addLeader(page, tag);
    const stored = async () =>
      (await (await page.request.get(`/api/crm/leaders/${leader.key}`)).json()) as LeaderView;
    await page.goto(getHref(`/crm/people/${leader.key}`, lang));
    const linkedIn = field(page, lang, "linkedIn");
    await linkedIn.fill("http://www.linkedin.com/in/example");
    const name = field(column(page, lang, "ar"), lang, "name");
    await name.fill(" ");
    await page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    await expect(linkedIn).toHaveAccessibleDescription(new RegExp(literal(ppl(lang, "errors.linkedIn"))));
    await expect(name).toHaveAccessibleDescription(new RegExp(literal(ppl(lang, "errors.name"))));
    await expect(linkedIn).toHaveAttribute("aria-invalid", "true");
    expect(await stored()).toMatchObject({ version: 1, linkedIn: leader.linkedIn, texts: leader.texts });

    // Another tab saves first; this one's save is refused and shows theirs.
    const other = await context.newPage();
    await other.goto(getHref(`/crm/people/${leader.key}`, lang));
    await field(other, lang, "email").fill("theirs@example.com");
    await other.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    await expect(other.getByText(ppl(lang, "editor.saved"))).toBeVisible();
    await linkedIn.fill("https://www.linkedin.com/in/mine");
    await name.fill(nameOf("ar", tag));
    await page.getByRole("button", { name: ppl(lang, "editor.save"), exact: true }).click();
    await expect(page.getByText(ppl(lang, "errors.stale"))).toBeVisible();
    await expect(field(page, lang, "email")).toHaveValue("theirs@example.com");
    expect(await stored()).toMatchObject({
      version: 2,
      email: "theirs@example.com",
      linkedIn: leader.linkedIn,
    });
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
    const bytes = await sharp({
      create: { width: 600, height: 750, channels: 3, background: { r: 30, g: 110, b: 170 } },
    })
      .jpeg()
      .toBuffer();
    const upload = await page.request.post("/api/crm/media", {
      multipart: { file: { name: `${tag}.jpg`, mimeType: "image/jpeg", buffer: bytes } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id } = (await upload.json()) as { id: number };
    const alt = { en: `Portrait ${tag}`, ar: `صورة ${tag}`, sr: `Портрет ${tag}` };
    expect((await page.request.patch(`/api/crm/media/${id}`, { data: { alt } })).status()).toBe(200);
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

  for (const width of [1280, 375]) {
    test(`list and editor: the staff bar's link, tabs on a phone, no axe violations (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      await page.goto(getHref("/crm", lang));
      if (width < 768) await page.getByText(text(lang, "staff", "nav.site"), { exact: true }).click();
      await staffLink(page, lang).click();
      const [first] = FIRST_LEADER_TEXTS[lang];
      await expect(page.getByRole("link", { name: first.name })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/people-list-${lang}-${width}.png`, fullPage: true });

      await page.getByRole("link", { name: first.name }).click();
      await expect(page.getByRole("heading", { level: 1, name: ppl(lang, "editor.heading") })).toBeVisible();
      if (width < 768) {
        await expect(column(page, lang, lang)).toBeVisible();
        await page.getByRole("tab", { name: ppl(lang, "languages.ar") }).click();
        await expect(column(page, lang, "ar")).toBeVisible();
        await expect(column(page, lang, "ar")).toHaveAttribute("dir", "rtl");
      } else {
        for (const of of LANGUAGES) await expect(column(page, lang, of)).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/people-editor-${lang}-${width}.png`, fullPage: true });
    });
  }
}
