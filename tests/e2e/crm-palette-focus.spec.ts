import { expect, type Page, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { addCompany, axeViolations, uniqueTag } from "./crm-helpers";
import { text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/palette

const LANGS = ["en", "ar", "sr"] as const satisfies readonly Lang[];
const crmPath = (lang: Lang) => (lang === "en" ? "/crm" : `/${lang}/crm`);
const palette = (page: Page, lang: Lang) =>
  page.getByRole("dialog", { name: text(lang, "crm", "palette.title") });

for (const lang of LANGS) {
  test(`"Add contact" from the palette leaves the focus in the contact's form, its first field to fill (${lang})`, async ({
    page,
  }) => {
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const company = await addCompany(page, { companyName: `${tag} Focus Co`, industry: "FMCG" });
    await page.goto(`${crmPath(lang)}?company=${company.id}`);
    await expect(page.getByRole("dialog", { name: company.name })).toBeVisible();
    await page.keyboard.press("Control+K");
    const dialog = palette(page, lang);
    const label = text(lang, "crm", "palette.actions.addContact", { company: company.name });
    await dialog.getByRole("combobox").fill(label);
    await expect(dialog.getByRole("option", { name: label })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");

    const panel = page.getByRole("tabpanel", { name: text(lang, "crm", "add.tabs.contact") });
    await expect(panel.getByRole("combobox", { name: text(lang, "crm", "add.contact.company") })).toHaveValue(
      company.name,
    );
    // The company is chosen: the cursor waits in the contact's name, and typing goes there.
    const name = panel.getByRole("textbox", { name: text(lang, "crm", "add.contact.name") });
    await expect(name).toBeFocused();
    await page.keyboard.type("Huda");
    await expect(name).toHaveValue("Huda");
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS && lang !== "sr") {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/palette-add-contact-${lang}-${width}.png` });
      }
    }
  });

  test(`the shortcut hint: Ctrl K by default, ⌘K on a Mac, without a hydration mismatch (${lang})`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsStaff(page, lang);
    await page.goto(crmPath(lang));
    const button = page.getByRole("button", { name: text(lang, "crm", "palette.open") });
    await expect(button).toContainText("Ctrl K");

    // A Mac: the browser's platform says so (client hints where Chromium has them, navigator.platform else).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel" });
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => ({ platform: "macOS" }) });
    });
    await page.reload();
    await expect(button).toContainText("⌘K");
    await expect(button).not.toContainText("Ctrl");
    if (SHOTS) await button.screenshot({ path: `${SHOTS}/palette-button-mac-${lang}.png` });
    // Cmd+K opens it there.
    await page.keyboard.press("Meta+K");
    await expect(palette(page, lang)).toBeVisible();
    expect(problems.filter((problem) => /hydrat|did not match|#418|#425/i.test(problem))).toEqual([]);
  });
}
