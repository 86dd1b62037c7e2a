import { expect, type Page, test } from "@playwright/test";
import type { Lang } from "#core/i18n/languages";
import { addCompany, addContact, axeViolations, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

// Whole flows on a busy machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/duplicates

const texts = {
  en: {
    companyTab: "Company",
    companyName: "Company Name",
    industry: "Industry",
    save: "Save Company",
    warning: "Possible duplicate",
    sameName: "same name",
    open: (name: string) => `Open ${name}`,
    addAnyway: "Add anyway",
    saved: "Company saved successfully!",
    mergeButton: "Merge with another company…",
    mergeTitle: "Merge with another company",
    find: "Find the other company",
    what: "What will happen",
    contactsMoving: (kept: string) => `Contacts moving to ${kept}: 1`,
    merge: "Merge",
    done: (other: string, kept: string) => `${other} was merged into ${kept}`,
    contacts: "Contacts",
    undo: "Undo",
    undone: "Change undone.",
  },
  ar: {
    companyTab: "شركة",
    companyName: "اسم الشركة",
    industry: "القطاع",
    save: "حفظ الشركة",
    warning: "تكرار محتمل",
    sameName: "الاسم نفسه",
    open: (name: string) => `فتح ${name}`,
    addAnyway: "إضافة على أي حال",
    saved: "تم حفظ الشركة بنجاح!",
    mergeButton: "دمج مع شركة أخرى…",
    mergeTitle: "الدمج مع شركة أخرى",
    find: "ابحث عن الشركة الأخرى",
    what: "ما الذي سيحدث",
    contactsMoving: (kept: string) => `جهات الاتصال التي تنتقل إلى ${kept}: 1`,
    merge: "دمج",
    done: (other: string, kept: string) => `دُمجت ${other} في ${kept}`,
    contacts: "جهات الاتصال",
    undo: "تراجع",
    undone: "تم التراجع عن التغيير.",
  },
  sr: {
    companyTab: "Компанија",
    companyName: "Назив компаније",
    industry: "Индустрија",
    save: "Сачувај компанију",
    warning: "Могући дупликат",
    sameName: "исти назив",
    open: (name: string) => `Отвори ${name}`,
    addAnyway: "Ипак додај",
    saved: "Компанија је успешно сачувана!",
    mergeButton: "Спој са другом компанијом…",
    mergeTitle: "Спајање са другом компанијом",
    find: "Пронађите другу компанију",
    what: "Шта ће се десити",
    contactsMoving: (kept: string) => `Контакти који прелазе у ${kept}: 1`,
    merge: "Спој",
    done: (other: string, kept: string) => `${other} је спојена у ${kept}`,
    contacts: "Контакти",
    undo: "Опозови",
    undone: "Измена је опозвана.",
  },
} as const;

const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);
/** Texts the page wraps in first-strong isolates (names inside sentences). */
const isolated = (name: string) => `\u2068${name}\u2069`;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// English and Arabic at both widths; Serbian (Cyrillic texts) on a desktop.
const RUNS = [
  ["en", 1280],
  ["en", 375],
  ["ar", 1280],
  ["ar", 375],
  ["sr", 1280],
] as const satisfies readonly (readonly [Lang, number])[];

for (const [lang, width] of RUNS) {
  test(`adding a possible duplicate warns, offers Open and Add anyway, and keeps what was typed (${lang}, ${width} px)`, async ({
    page,
  }) => {
    const t = texts[lang];
    await page.setViewportSize({ width, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    // Latin and Serbian legal form in English; Arabic with "شركة" in Arabic: the typed name has neither.
    // Serbian: the company in Cyrillic with its legal form, typed in Latin without it.
    const existingName = {
      en: `${tag} Đorđević d.o.o.`,
      ar: `شركة ${tag} المراعي`,
      sr: `${tag} Ђорђевић д.о.о.`,
    }[lang];
    const typedName = { en: `${tag} Djordjevic`, ar: `${tag} المراعي`, sr: `${tag} Đorđević` }[lang];
    const existing = await addCompany(page, {
      companyName: existingName,
      industry: "FMCG",
      website: `https://www.${tag.toLowerCase()}.example/`,
    });

    await page.goto(`${prefix(lang)}/crm-add`);
    const form = page.getByRole("tabpanel", { name: t.companyTab });
    await form.getByRole("textbox", { name: t.companyName }).fill(typedName);
    await form.getByRole("combobox", { name: t.industry }).selectOption("FMCG");
    await form.getByRole("button", { name: t.save }).click();

    const warning = page.getByRole("alert").filter({ hasText: t.warning });
    await expect(warning).toBeVisible();
    await expect(warning).toBeFocused();
    await expect(warning.getByText(existingName, { exact: true }).first()).toBeVisible();
    await expect(warning).toContainText(t.sameName);
    const open = warning.getByRole("link", { name: t.open(existingName) });
    await expect(open).toHaveAttribute("href", `${prefix(lang)}/crm?company=${existing.id}`);
    await expect(open).toHaveAttribute("target", "_blank");
    // Nothing was saved and nothing typed is lost.
    await expect(form.getByRole("textbox", { name: t.companyName })).toHaveValue(typedName);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `warning-${lang}-${width}`);

    // Keyboard: Tab from the warning reaches Open, then Add anyway, which saves the same company.
    await page.keyboard.press("Tab");
    await expect(open).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(warning.getByRole("button", { name: t.addAnyway })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(warning).toBeHidden();
    await expect(form.getByRole("textbox", { name: t.companyName })).toHaveValue("");

    const listed = await page.request.get(`/api/crm/companies?q=${encodeURIComponent(tag)}`);
    const names = ((await listed.json()) as { items: { name: string }[] }).items.map((c) => c.name);
    expect(names.sort()).toEqual([existingName, typedName].sort());
  });

  test(`merging two companies from the modal, by keyboard (${lang}, ${width} px)`, async ({ page }) => {
    const t = texts[lang];
    await page.setViewportSize({ width, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const kept = await addCompany(page, { companyName: `${tag} Keeper`, industry: "FMCG" });
    const other = await addCompany(page, {
      companyName: `${tag} Merged Away`,
      industry: "FMCG",
      notes: "Prefers calls",
    });
    await addContact(page, {
      companyId: other.id,
      name: `${tag} Mila Contact`,
      email: `${tag.toLowerCase()}@merge.example`,
    });

    await page.goto(`${prefix(lang)}/crm?company=${kept.id}`);
    const modal = page.getByRole("dialog", { name: kept.name });
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: t.mergeButton }).focus();
    await page.keyboard.press("Enter");

    const merge = page.getByRole("dialog", { name: t.mergeTitle });
    const search = merge.getByRole("searchbox", { name: t.find });
    await expect(search).toBeFocused();
    await page.keyboard.type(`${tag} merged`);
    const result = merge.getByRole("button", { name: other.name });
    await expect(result).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(result).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(merge.getByRole("heading", { name: t.what })).toBeFocused();
    await expect(merge.getByText(t.contactsMoving(isolated(kept.name)))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `merge-${lang}-${width}`);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(merge.getByRole("button", { name: t.merge, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page.getByText(t.done(other.name, kept.name))).toBeVisible();
    await expect(merge).toBeHidden();
    await expect(modal.getByText(`${tag} Mila Contact`)).toBeVisible();
    await expect(modal.getByText("Prefers calls")).toBeVisible();
    const gone = await page.request.get(`/api/crm/companies/${other.id}`);
    expect(gone.status()).toBe(404);

    // The toast's Undo gives the other company back its contact and takes it out of the trash.
    await page.getByRole("button", { name: t.undo, exact: true }).click();
    await expect(page.getByText(t.undone)).toBeVisible();
    await expect(modal.getByText(`${tag} Mila Contact`)).toBeHidden();
    await expect(modal.getByText("Prefers calls")).toBeHidden();
    const back = await page.request.get(`/api/crm/companies/${other.id}/contacts`);
    expect(((await back.json()) as { items: { name: string }[] }).items.map((c) => c.name)).toEqual([
      `${tag} Mila Contact`,
    ]);
  });
}
