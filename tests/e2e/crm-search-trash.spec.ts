import { expect, type Page, test } from "@playwright/test";
import { LANGUAGE_INFO, type Lang } from "#core/i18n/languages";
import { addCompany, addContact, axeViolations, uniqueTag } from "./crm-helpers";
import { getHref, text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/shots

const texts = {
  en: {
    search: "Search",
    everywhere: "Everywhere in the CRM",
    contacts: "Contacts",
    phone: "Phone",
    close: "Close",
  },
  ar: {
    search: "بحث",
    everywhere: "في كل أنحاء إدارة العملاء",
    contacts: "جهات الاتصال",
    phone: "الهاتف",
    close: "إغلاق",
  },
  sr: {
    search: "Претрага",
    everywhere: "Свуда у CRM-у",
    contacts: "Контакти",
    phone: "Телефон",
    close: "Затвори",
  },
} as const;

/** A CRM text in the page's language, from the translation files. */
const crm = (lang: Lang, key: string, values: Record<string, string> = {}) => text(lang, "crm", key, values);

/** Each language and its widths: Serbian at phone width only, to keep CI time down. */
const RUNS = [
  ["en", [1280, 375]],
  ["ar", [1280, 375]],
  ["sr", [375]],
] as const satisfies readonly (readonly [Lang, readonly number[]])[];

async function seed(page: Page, tag: string) {
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  const company = await addCompany(page, {
    companyName: `${tag} Kovačević d.o.o.`,
    industry: "FMCG",
    notes: "Met at the fair; a tracker for Šumadija",
  });
  await addContact(page, {
    companyId: company.id,
    name: `${tag} Jelena Živković`,
    email: `${tag.toLowerCase()}@kovacevic.example`,
    phone: `+381 63 ${digits}`,
  });
  return { company, digits };
}

for (const [lang, widths] of RUNS) {
  for (const width of widths) {
    test(`one search over companies, contacts and phones (${lang}, ${width} px)`, async ({ page }) => {
      const t = texts[lang];
      await page.setViewportSize({ width, height: 900 });
      await loginAsStaff(page, lang);
      const tag = uniqueTag();
      const { company, digits } = await seed(page, tag);
      await page.goto(getHref("/crm", lang));

      const search = page.getByRole("searchbox", { name: t.search });
      // Without the accents, in lower case: the company by its name, the contact by hers.
      await search.fill(`${tag} kovacevic`);
      const results = page.getByRole("region", { name: t.everywhere });
      await expect(results.getByRole("button", { name: new RegExp(`${tag} Kovačević`) })).toBeVisible();
      await expect(results.locator("mark").first()).toHaveText(`${tag} Kovačević`, { ignoreCase: true });
      await expect(page.getByRole("article").filter({ hasText: company.name })).toBeVisible();

      // A phone number typed the local way (0 instead of +381, other spaces) finds the contact.
      await search.fill(`063 ${digits.slice(0, 3)} ${digits.slice(3)}`);
      const contact = results.getByRole("button", { name: new RegExp(`${tag} Jelena Živković`) });
      await expect(contact).toBeVisible();
      await expect(contact).toContainText(t.phone);
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-${lang}-${width}.png`, fullPage: true });

      // Choosing the contact opens its company.
      await contact.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: company.name })).toBeVisible();
      await dialog.getByRole("button", { name: t.close }).click();
      await expect(dialog).toBeHidden();
    });
  }
}

for (const [lang, widths] of RUNS) {
  const width = widths[0];
  test(`delete goes to the trash: Undo in the toast, the Trash page restores and deletes for good (${lang}, ${width} px)`, async ({
    page,
  }) => {
    const number = new Intl.NumberFormat(LANGUAGE_INFO[lang].intl);
    await page.setViewportSize({ width, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const { company } = await seed(page, tag);
    const name = company.name;
    await page.goto(getHref("/crm", lang));
    await page.getByRole("searchbox", { name: texts[lang].search }).fill(tag);
    const card = page.getByRole("article").filter({ hasText: name });

    const deleteCompany = async () => {
      await page.getByRole("button", { name, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: crm(lang, "modal.delete"), exact: true }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(crm(lang, "confirm.deleteCompanyWarning"));
      await confirm.getByRole("button", { name: crm(lang, "confirm.deleteCompanyButton") }).click();
      await expect(page.getByText(crm(lang, "toast.companyDeletedTitle"))).toBeVisible();
      await expect(card).toBeHidden();
    };

    await deleteCompany();
    await page.getByRole("button", { name: crm(lang, "undo.undo") }).click();
    await expect(page.getByText(crm(lang, "undo.restored"))).toBeVisible();
    await expect(card).toBeVisible();

    await deleteCompany();
    await page.goto(getHref("/crm/trash", lang));
    await expect(page.getByRole("heading", { level: 1, name: crm(lang, "trash.title") })).toBeVisible();
    const item = page.getByRole("main").getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText(
      crm(lang, "trash.withChildren", { contacts: number.format(1), projects: number.format(0) }),
    );
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trash-${lang}-${width}.png`, fullPage: true });
    await item.getByRole("button", { name: crm(lang, "trash.restoreNamed", { name }) }).click();
    await expect(page.getByText(crm(lang, "trash.restored", { name }))).toBeVisible();
    await expect(item).toBeHidden();
    const contacts = await (await page.request.get(`/api/crm/companies/${company.id}/contacts`)).json();
    expect(contacts.items).toHaveLength(1);

    await page.request.delete(`/api/crm/companies/${company.id}`);
    await page.reload();
    await item.getByRole("button", { name: crm(lang, "trash.purgeNamed", { name }) }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: crm(lang, "trash.purge") })
      .click();
    await expect(page.getByText(crm(lang, "trash.purged", { name }))).toBeVisible();
    expect((await page.request.get(`/api/crm/companies/${company.id}`)).status()).toBe(404);
  });
}

/** A next action typed in each language. */
const NEXT_ACTION: Record<Lang, string> = {
  en: "Send the contract",
  ar: "إرسال العقد",
  sr: "Послати уговор",
};

for (const [lang, widths] of RUNS) {
  const width = widths[0];
  test(`an edit's toast offers Undo, which puts the previous values back through the version check (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const { company } = await seed(page, tag);
    await page.goto(getHref("/crm", lang));
    await page.getByRole("searchbox", { name: texts[lang].search }).fill(tag);
    await page.getByRole("button", { name: company.name, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: crm(lang, "modal.edit"), exact: true }).click();
    await dialog.getByRole("textbox", { name: crm(lang, "modal.nextAction") }).fill(NEXT_ACTION[lang]);
    await dialog.getByRole("button", { name: crm(lang, "modal.saveChanges") }).click();
    // (exact: the company's history below also names the change, "… → Send the contract")
    await expect(dialog.getByText(NEXT_ACTION[lang], { exact: true })).toBeVisible();
    await page.getByRole("button", { name: crm(lang, "undo.undo") }).click();
    await expect(page.getByText(crm(lang, "undo.undone"))).toBeVisible();
    // The company's default next action (stored as its meaning) reads in the page's language.
    await expect(dialog.getByText(crm(lang, "defaults.nextAction"), { exact: true })).toBeVisible();
    const now = await (await page.request.get(`/api/crm/companies/${company.id}`)).json();
    expect(now).toMatchObject({ nextAction: company.nextAction, version: company.version + 2 });
  });
}

test("the Trash page in Arabic at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAsStaff(page, "ar");
  const tag = uniqueTag();
  const { company } = await seed(page, tag);
  await page.request.delete(`/api/crm/companies/${company.id}`);
  await page.goto("/ar/crm/trash");
  await expect(page.getByRole("heading", { level: 1, name: "سلة المحذوفات" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: company.name })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/trash-ar-375.png`, fullPage: true });
});
