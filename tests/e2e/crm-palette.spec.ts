import { expect, type Page, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { addCompany, addContact, axeViolations, uniqueTag } from "./crm-helpers";
import { text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/palette

const TEXT = {
  en: {
    path: "/crm",
    title: "Command palette",
    field: "Search the CRM or type a command",
    button: "Search and commands",
    oneResult: "1 result",
    contactQuery: "contact",
    addContact: (name: string) => `Add contact to ${name}`,
    contactTab: "Contact",
    companies: "Companies",
  },
  ar: {
    path: "/ar/crm",
    title: "لوحة الأوامر",
    field: "ابحث في إدارة العملاء أو اكتب أمرًا",
    button: "البحث والأوامر",
    oneResult: "نتيجة واحدة",
    contactQuery: "جهة اتصال",
    addContact: (name: string) => `إضافة جهة اتصال إلى ${name}`,
    contactTab: "جهة اتصال",
    companies: "الشركات",
  },
  sr: {
    path: "/sr/crm",
    title: "Палета команди",
    field: "Претражите CRM или откуцајте команду",
    button: "Претрага и команде",
    oneResult: "1 резултат",
    contactQuery: "контакт",
    addContact: (name: string) => `Додај контакт компанији ${name}`,
    contactTab: "Контакт",
    companies: "Компаније",
  },
} as const;

/** Each language and its widths: Serbian at phone width only, to keep CI time down. */
const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [375]],
] as const satisfies readonly (readonly [Lang, readonly number[]])[];

const palette = (page: Page, title: string) => page.getByRole("dialog", { name: title });

/** Ctrl+K, with the focus wherever it is: the palette opens with the cursor in its field. */
async function openWithShortcut(page: Page, lang: keyof typeof TEXT) {
  await page.keyboard.press("Control+K");
  const dialog = palette(page, TEXT[lang].title);
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("combobox", { name: TEXT[lang].field });
  await expect(field).toBeFocused();
  return { dialog, field };
}

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`the palette finds a company by another spelling and acts, keyboard only (${lang}, ${width} px)`, async ({
      page,
    }) => {
      const t = TEXT[lang];
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      const tag = uniqueTag();
      const company = await addCompany(page, { companyName: `${tag} Ђорђевић Маркет`, industry: "FMCG" });
      await addContact(page, {
        companyId: company.id,
        name: `${tag} Ана Илић`,
        email: `${tag.toLowerCase()}@market.example`,
      });
      await page.goto(t.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

      // Written in Latin without the Serbian letters, in lower case (the same text in every language):
      // the Cyrillic company comes up.
      const { dialog, field } = await openWithShortcut(page, lang);
      await field.fill(`${tag.toLowerCase()} djordjevic`);
      // The count is announced once the typed text is searched ("Searching…" before).
      await expect(dialog.getByRole("status")).toHaveText(t.oneResult);
      const listbox = dialog.getByRole("listbox");
      const option = listbox.getByRole("option", { name: new RegExp(`${tag} Ђорђевић Маркет`) });
      await expect(option).toBeVisible();
      await expect(option.locator("mark")).toHaveText(`${tag} Ђорђевић`);
      await expect(listbox.getByRole("group", { name: t.companies })).toContainText(company.name);
      await expect(listbox.getByRole("option")).toHaveCount(1);
      await expect(field).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
      await expect(option).toHaveAttribute("aria-selected", "true");
      if (lang === "ar") {
        // Mirrored: the magnifier sits at the start (the right) of the field.
        const icon = await dialog.locator("svg").first().boundingBox();
        const box = await field.boundingBox();
        expect(icon && box && icon.x > box.x).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-${lang}-${width}.png` });

      // Enter opens the company on the dashboard (its modal, ?company=id).
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      const modal = page
        .getByRole("dialog")
        .filter({ has: page.getByRole("heading", { name: company.name }) });
      await expect(modal).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`[?&]company=${company.id}`));

      // With the company open, "add contact to" it is offered; Enter opens the add page with it chosen.
      const again = await openWithShortcut(page, lang);
      await again.field.fill(t.contactQuery);
      const add = again.dialog.getByRole("option", { name: t.addContact(company.name) });
      await expect(add).toHaveAttribute("aria-selected", "true");
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-action-${lang}-${width}.png` });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/crm-add\\?tab=contact&company=${company.id}$`));
      await expect(page.getByRole("tab", { name: t.contactTab })).toHaveAttribute("aria-selected", "true");
      // The company picker (a combobox searching by name) shows the chosen company's name.
      await expect(page.locator("#contact-company")).toHaveValue(company.name);

      if (width === 375) {
        // Without a keyboard: the dashboard's button opens it.
        await page.goto(t.path);
        await page.getByRole("button", { name: t.button }).click();
        await expect(palette(page, t.title)).toBeVisible();
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-empty-${lang}-${width}.png` });
      }
    });
  }
}

test("arrow keys, Escape gives the focus back, '/' focuses the search, views and other pages", async ({
  page,
}) => {
  await loginAsStaff(page);
  await page.goto("/crm");
  const addCompanyLink = page.getByRole("link", { name: "Add Company" });
  await addCompanyLink.focus();
  const { dialog, field } = await openWithShortcut(page, "en");

  // Nothing typed: the actions; the arrows move (and wrap), the field keeps the focus.
  const options = dialog.getByRole("option");
  await expect(options.first()).toHaveText("Add company");
  await expect(dialog.locator("mark")).toHaveCount(0);
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(options.first()).toHaveAttribute("aria-selected", "false");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await expect(field).toBeFocused();
  // Filtering: "board" leaves one action.
  await field.fill("BOARD");
  await expect(options).toHaveCount(1);
  await expect(options.locator("mark")).toHaveText("board");
  await expect(dialog.getByRole("status")).toHaveText("1 result");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(addCompanyLink).toBeFocused();

  // "/" outside a text field: the cursor goes to the dashboard's search; inside one it is a character.
  await page.locator("h1").click();
  await page.keyboard.press("/");
  const search = page.getByRole("searchbox", { name: "Search" });
  await expect(search).toBeFocused();
  await page.keyboard.type("a/b");
  await expect(search).toHaveValue("a/b");
  await search.fill("");

  // An action by keyboard: Go to board switches the dashboard's view.
  await openWithShortcut(page, "en");
  await page.keyboard.type("go to board");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Board", pressed: true })).toBeVisible();
  // On the board there is no search field: "/" opens the palette instead.
  await page.locator("h1").click();
  await page.keyboard.press("/");
  await expect(palette(page, "Command palette")).toBeVisible();
  await page.keyboard.type("list");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Cards", pressed: true })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();

  // Public pages have no palette.
  await page.goto("/about");
  await page.keyboard.press("Control+K");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("in Serbian, from another staff page: Cyrillic texts, a Latin query, off to the trash", async ({
  page,
}) => {
  await loginAsStaff(page, "sr");
  await page.goto("/sr/catalog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Control+K");
  const dialog = palette(page, "Палета команди");
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole("combobox", { name: "Претражите CRM или откуцајте команду" });
  await expect(field).toHaveAttribute("placeholder", "Претражите компаније, контакте, послове или радње…");
  await field.fill("korp");
  await expect(dialog.getByRole("option")).toHaveText(["Иди у корпу"]);
  await expect(dialog.getByRole("status")).toHaveText("1 резултат");
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-sr-1280.png` });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sr\/crm\/trash$/);
  await expect(page.getByRole("heading", { level: 1, name: "Корпа" })).toBeVisible();
});

/** The texts of signing out from the palette, from the translation files. */
function signOutTexts(lang: Lang) {
  return {
    title: text(lang, "crm", "palette.title"),
    button: text(lang, "crm", "palette.open"),
    signOut: text(lang, "crm", "palette.actions.signOut"),
    gateTitle: text(lang, "staff", "gate.title"),
    loggedOut: text(lang, "staff", "logout.done"),
    staffNav: text(lang, "staff", "nav.label"),
  };
}

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`Sign out from the palette: the login gate follows (${lang}, ${width} px)`, async ({ page }) => {
      const t = signOutTexts(lang);
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      await page.goto(TEXT[lang].path);
      await expect(page.getByRole("navigation", { name: t.staffNav })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      // On a phone through the dashboard's button, on a desktop by the keyboard.
      if (width === 375) await page.getByRole("button", { name: t.button }).click();
      else await page.keyboard.press("Control+K");
      const dialog = palette(page, t.title);
      const field = dialog.getByRole("combobox");
      await expect(field).toBeFocused();
      // The last action: Up from the first wraps to it.
      await page.keyboard.press("ArrowUp");
      const option = dialog.getByRole("option", { name: t.signOut });
      await expect(option).toHaveAttribute("aria-selected", "true");
      await expect(dialog.getByRole("option").last()).toHaveText(t.signOut);
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-signout-${lang}-${width}.png` });
      await page.keyboard.press("Enter");

      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: t.gateTitle })).toBeVisible();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: t.loggedOut })).toBeVisible();
      await expect(page.getByRole("navigation", { name: t.staffNav })).toHaveCount(0);
      // Signed out on the server too: the session is gone, a reload shows the gate.
      const session = await page.request.get("/api/auth/session");
      expect(await session.json()).toEqual({ session: null });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: t.gateTitle })).toBeVisible();
    });
  }
}

test("in Serbian, Sign out typed in Latin and clicked", async ({ page }) => {
  const t = signOutTexts("sr");
  await loginAsStaff(page, "sr");
  await page.goto("/sr/crm/trash");
  await expect(page.getByRole("navigation", { name: t.staffNav })).toBeVisible();
  await page.keyboard.press("Control+K");
  const dialog = palette(page, t.title);
  await dialog.getByRole("combobox").fill("odjav");
  await expect(dialog.getByRole("option")).toHaveText([t.signOut]);
  await dialog.getByRole("option", { name: t.signOut }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.gateTitle })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: t.loggedOut })).toBeVisible();
});
