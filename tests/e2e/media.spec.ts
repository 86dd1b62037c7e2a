import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { LANGUAGES } from "#core/i18n/languages";
import { axeViolations, uniqueTag } from "./crm-helpers";
import { text } from "./support/public-site";
import { loginAsStaff, openSiteMenu } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/media

/** A small photo, made now (no binary in the repository). */
const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 110, b: 170 } } })
    .jpeg()
    .toBuffer();

const literally = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const ALT = {
  en: "Consultants at a whiteboard",
  ar: "مستشارون أمام السبورة",
  sr: "Консултанти испред табле",
};

for (const lang of LANGUAGES) {
  test(`media library: upload an image, see it, describe it in three languages, delete it (${lang})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await loginAsStaff(page, lang);
    await page.goto(lang === "en" ? "/crm/media" : `/${lang}/crm/media`);
    await expect(page.getByRole("heading", { level: 1, name: text(lang, "media", "title") })).toBeVisible();
    await openSiteMenu(page, lang);
    await expect(page.getByRole("link", { name: text(lang, "staff", "nav.media") })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");

    // The file input is reached with Tab after the staff bar's last button.
    const input = page.getByLabel(text(lang, "media", "upload.label"));
    await page.getByRole("button", { name: text(lang, "staff", "logout.button") }).focus();
    for (let tabs = 0; tabs < 5 && !(await input.evaluate((el) => el === document.activeElement)); tabs++) {
      await page.keyboard.press("Tab");
    }
    await expect(input).toBeFocused();
    if (SHOTS && lang === "en") await page.screenshot({ path: `${SHOTS}/media-focus.png` });

    const library = page.getByRole("region", { name: text(lang, "media", "list.heading") });
    await expect(library.getByRole("status")).toHaveCount(0);

    // Held on its way: the page says it is at work, then shows the image once the sizes are made.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/crm/media", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const name = `${uniqueTag()}.jpg`;
    await input.setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo() });
    // Sending (with its progress), then making the sizes: either is said while the answer is held.
    const status = page
      .getByRole("region", { name: text(lang, "media", "upload.heading") })
      .getByRole("status");
    const sending = text(lang, "media", "upload.sending").split("{{")[0] ?? "";
    const making = text(lang, "media", "upload.making");
    await expect(status).toHaveText(new RegExp(`^(${literally(sending)}.+|${literally(making)})$`));
    release();
    await expect(page.getByText(text(lang, "media", "upload.done"))).toBeVisible();
    await expect(status).toHaveText("");

    const card = page.getByRole("listitem").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    const image = card.locator("picture img");
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/media\/uploads\/\d+\/480\.(avif|webp)$/,
    );

    for (const language of LANGUAGES) {
      await card.getByLabel(text(lang, "media", `alt.${language}`)).fill(`  ${ALT[language]} `);
    }
    await expect(card.getByLabel(text(lang, "media", "alt.ar"))).toHaveAttribute("dir", "rtl");
    await card.getByRole("button", { name: text(lang, "media", "alt.save") }).click();
    await expect(page.getByText(text(lang, "media", "alt.saved"))).toBeVisible();
    await page.reload();
    for (const language of LANGUAGES) {
      await expect(card.getByLabel(text(lang, "media", `alt.${language}`))).toHaveValue(ALT[language]);
    }
    await expect(card.getByRole("img", { name: ALT[lang] })).toBeVisible();

    const token = (await card.locator("code").textContent()) ?? "";
    expect(token).toMatch(/^!\[\]\(image:\d+\)$/);
    await card.getByRole("button", { name: text(lang, "media", "token.copy") }).click();
    await expect(page.getByText(text(lang, "media", "token.copied", { token }))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS && lang !== "sr") {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/media-${lang}-${width}.png`, fullPage: true });
      }
    }

    // A text file named .jpg is refused, in the page's language.
    await input.setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Meeting notes\n"),
    });
    const alert = page.getByRole("alert").filter({ hasText: text(lang, "media", "errors.notImage") });
    await expect(alert).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("listitem").filter({ hasText: "notes.jpg" })).toHaveCount(0);
    // Over 20 MB: said at once, without uploading.
    await input.setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(21 * 2 ** 20),
    });
    await expect(
      page.getByRole("alert").filter({ hasText: text(lang, "media", "errors.tooLarge") }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole("button", { name: text(lang, "media", "delete.button") }).click();
    const dialog = page.getByRole("alertdialog", { name: text(lang, "media", "delete.title") });
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: text(lang, "media", "delete.confirm") }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(text(lang, "media", "delete.done"))).toBeVisible();
  });
}
