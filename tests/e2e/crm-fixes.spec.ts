/**
 * The company picker (decision 012), toasts above open dialogs (011) and handled messages (019): what a user
 * sees, in English and Arabic, wide and narrow.
 */
import { expect, type Page, test } from "@playwright/test";
import { addCompany, addProject, axeViolations, searchAndOpen, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

test("the add page's Company picker searches by folded name; arrows, Enter and Escape work (1280 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsStaff(page);
  const tag = uniqueTag();
  const first = await addCompany(page, {
    companyName: `${tag} Société Générale Beograd`,
    industry: "Banking & Retail Banks",
  });
  const second = await addCompany(page, {
    companyName: `${tag} Societe Alpha`,
    industry: "Banking & Retail Banks",
  });
  await page.goto("/crm-add");
  await page.getByRole("tab", { name: "Contact" }).click();
  const panel = page.getByRole("tabpanel", { name: "Contact" });
  const box = panel.getByRole("combobox", { name: "Company" });
  await expect(box).toHaveAttribute("aria-expanded", "false");

  // Accents and case folded: "societe" finds both.
  await box.fill(`${tag.toLowerCase()} societe`);
  const list = page.getByRole("listbox", { name: "Matching companies" });
  await expect(list.getByRole("option")).toHaveText([second.name, first.name]);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  expect(await axeViolations(page)).toEqual([]);

  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await expect(list.getByRole("option", { name: first.name })).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute(
    "aria-activedescendant",
    (await list.getByRole("option", { name: first.name }).getAttribute("id")) ?? "",
  );
  await box.press("Enter");
  await expect(box).toHaveValue(first.name);
  await expect(list).toBeHidden();

  // Escape closes an open list and keeps the choice; Escape on a closed box clears it.
  await box.press("End");
  await box.press("Backspace");
  await expect(list).toBeVisible();
  await box.press("Escape");
  await expect(list).toBeHidden();
  await box.press("Escape");
  await expect(box).toHaveValue("");

  await box.fill(`${tag} nothing like this`);
  await expect(panel.getByText(`No company matches “${tag} nothing like this”`)).toBeVisible();

  // A chosen company is saved with the contact.
  await box.fill(`${tag} societe al`);
  await list.getByRole("option", { name: second.name }).click();
  await panel.getByRole("textbox", { name: "Contact Name" }).fill(`${tag} Mila`);
  await panel.getByRole("textbox", { name: "Email" }).fill("mila@example.com");
  await panel.getByRole("button", { name: "Save Contact" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Contact saved successfully!" })).toBeVisible();
  await expect(box).toHaveValue("");
  const contacts = (await (await page.request.get(`/api/crm/companies/${second.id}/contacts`)).json()) as {
    items: { name: string }[];
  };
  expect(contacts.items.map((c) => c.name)).toEqual([`${tag} Mila`]);
});

test("منتقي الشركة بالعربية على 375 بكسل: البحث بالاسم واتجاه من اليمين إلى اليسار", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAsStaff(page, "ar");
  const tag = uniqueTag();
  const company = await addCompany(page, { companyName: `${tag} شركة المراعي للألبان`, industry: "FMCG" });
  await page.goto("/ar/crm-add");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("tab", { name: "صفقة" }).click();
  const panel = page.getByRole("tabpanel", { name: "صفقة" });
  const box = panel.getByRole("combobox", { name: "الشركة" });
  await box.fill(`${tag} شركة المر`);
  const option = page.getByRole("listbox", { name: "الشركات المطابقة" }).getByRole("option", {
    name: company.name,
  });
  await expect(option).toBeVisible();
  // The list lies under the box, inside the page's width.
  const boxRect = await box.boundingBox();
  const optionRect = await option.boundingBox();
  expect(boxRect && optionRect).toBeTruthy();
  if (boxRect && optionRect) {
    expect(optionRect.y).toBeGreaterThan(boxRect.y);
    expect(optionRect.x).toBeGreaterThanOrEqual(boxRect.x - 1);
    expect(optionRect.x + optionRect.width).toBeLessThanOrEqual(375);
  }
  expect(await axeViolations(page)).toEqual([]);
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(box).toHaveValue(company.name);
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
});

/** A company of this test only with a project of a long deal value, opened from its card. */
async function openCompany(page: Page, lang: "en" | "ar" | "sr") {
  await loginAsStaff(page, lang);
  const tag = uniqueTag();
  const company = await addCompany(page, { companyName: `${tag} Gulf Retail Group`, industry: "FMCG" });
  await addProject(page, {
    companyId: company.id,
    projectName: `${tag} Shopper panel`,
    dealValue: 12_500_000.75,
    currency: "RSD",
    stage: "negotiation",
  });
  await page.goto(lang === "en" ? "/crm" : `/${lang}/crm`);
  await searchAndOpen(page, tag, company.name);
  const dialog = page.getByRole("dialog", { name: company.name });
  await expect(dialog).toBeVisible();
  return { tag, company, dialog };
}

for (const width of [1280, 375]) {
  test(`the company modal's Add contact and Add project: forms in place, saved, focus in and back (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { tag, company, dialog } = await openCompany(page, "en");
    const addContact = dialog.getByRole("button", { name: "Add contact" });
    await addContact.click();
    const contactForm = dialog.getByRole("form", { name: "Add contact" });
    await expect(contactForm.getByRole("textbox", { name: "Name" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    // Rules of the shared fields; nothing is saved.
    await contactForm.getByRole("button", { name: "Save contact" }).click();
    await expect(contactForm.getByText("Contact name is required")).toBeVisible();
    // Cancel: the form goes, the focus comes back to the button.
    await contactForm.getByRole("button", { name: "Cancel" }).click();
    await expect(contactForm).toBeHidden();
    await expect(addContact).toBeFocused();

    // Unsaved changes: closing the modal asks first.
    await addContact.click();
    await contactForm.getByRole("textbox", { name: "Name" }).fill(`${tag} Sara Ali`);
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog");
    await expect(discard).toBeVisible();
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog).toBeVisible();
    await contactForm.getByRole("textbox", { name: "Email" }).fill("sara@example.com");
    await contactForm.getByRole("button", { name: "Save contact" }).click();
    await expect(contactForm).toBeHidden();
    await expect(addContact).toBeFocused();
    await expect(dialog.getByRole("region", { name: "Contacts" }).getByText(`${tag} Sara Ali`)).toBeVisible();

    const addProjectButton = dialog.getByRole("button", { name: "Add deal" });
    await addProjectButton.click();
    const projectForm = dialog.getByRole("form", { name: "Add deal" });
    await expect(projectForm.getByRole("textbox", { name: "Deal name" })).toBeFocused();
    await projectForm.getByRole("textbox", { name: "Deal name" }).fill(`${tag} Price study`);
    await projectForm.getByRole("spinbutton", { name: "Amount" }).fill("90000");
    await projectForm.getByRole("button", { name: "Save deal" }).click();
    await expect(projectForm).toBeHidden();
    await expect(addProjectButton).toBeFocused();
    await expect(dialog.getByRole("region", { name: "Deals" }).getByText(`${tag} Price study`)).toBeVisible();
    const projects = (await (await page.request.get(`/api/crm/companies/${company.id}/projects`)).json()) as {
      items: { name: string; dealValue: number }[];
    };
    expect(projects.items.find((p) => p.name === `${tag} Price study`)?.dealValue).toBe(90000);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("نافذة الشركة بالعربية: إضافة جهة اتصال في مكانها", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { tag, dialog } = await openCompany(page, "ar");
  await dialog.getByRole("button", { name: "إضافة جهة اتصال" }).click();
  const form = dialog.getByRole("form", { name: "إضافة جهة اتصال" });
  await expect(form.getByRole("textbox", { name: "الاسم" })).toBeFocused();
  await form.getByRole("textbox", { name: "الاسم" }).fill(`${tag} سارة علي`);
  await form.getByRole("textbox", { name: "البريد الإلكتروني" }).fill("sara@example.com");
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "حفظ جهة الاتصال" }).click();
  // In the contacts list (the timeline names the added contact too).
  const contacts = dialog.getByRole("region", { name: "جهات الاتصال" });
  await expect(contacts.getByText(`${tag} سارة علي`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "إضافة جهة اتصال" })).toBeFocused();
});

for (const lang of ["en", "ar", "sr"] as const) {
  test(`375 px, ${lang}: a project's long deal value wraps and never overlaps its stage`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { dialog } = await openCompany(page, lang);
    const project = dialog.getByRole("listitem").filter({ has: page.locator("dl") });
    const cells = project.locator("dl > div");
    await expect(cells).toHaveCount(6);
    const item = await project.boundingBox();
    const boxes = await cells.evaluateAll((divs) =>
      divs.map((div) => {
        const r = div.getBoundingClientRect();
        const dd = div.querySelector("dd") as HTMLElement;
        return { x: r.x, y: r.y, w: r.width, h: r.height, fits: dd.scrollWidth <= dd.clientWidth + 1 };
      }),
    );
    for (const [i, a] of boxes.entries()) {
      expect(a.fits).toBe(true);
      if (item) expect(a.x + a.w).toBeLessThanOrEqual(item.x + item.width + 1);
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.w <= b.x + 1 || b.x + b.w <= a.x + 1 || a.y + a.h <= b.y + 1 || b.y + b.h <= a.y + 1;
        expect(apart).toBe(true);
      }
    }
  });
}

test("Import: a PNG or a ZIP named .csv is 'not a CSV file', in English and Arabic", async ({ page }) => {
  await loginAsStaff(page);
  await page.goto("/crm");
  const png = Buffer.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    0x0d,
    0x49,
    0x48,
    0x44,
    0x52,
    ...Array.from({ length: 2000 }, (_, i) => (i * 31) % 256),
  ]);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import from a spreadsheet" });
  await dialog
    .getByLabel("Files")
    .setInputFiles({ name: "companies.csv", mimeType: "text/csv", buffer: png });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("companies.csv: this is not a CSV file", { exact: false })).toBeVisible();
  await expect(dialog.getByText("Skipped rows")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await loginAsStaff(page, "ar");
  await page.goto("/ar/crm");
  const zip = Buffer.from([
    0x50,
    0x4b,
    0x03,
    0x04,
    0x14,
    0,
    0x06,
    0,
    0x08,
    0,
    ...Array.from({ length: 2000 }, (_, i) => (i * 57) % 256),
  ]);
  await page.getByRole("button", { name: "استيراد", exact: true }).click();
  const arDialog = page.getByRole("dialog", { name: "الاستيراد من جدول بيانات" });
  await arDialog
    .getByLabel("الملفات")
    .setInputFiles({ name: "contacts.csv", mimeType: "text/csv", buffer: zip });
  await arDialog.getByRole("button", { name: "استيراد", exact: true }).click();
  await expect(arDialog.getByText("contacts.csv: هذا ليس ملف CSV", { exact: false })).toBeVisible();
});

/** Rectangles of the toasts on screen that overlap a button of an open dialog (none, when all is well). */
async function toastsOverDialogButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // What can be seen of an element: its box cut by every scrolling ancestor (a row scrolled out of a
    // dialog's body is not on screen, whatever its box says).
    const rect = (el: Element) => {
      const box = el.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowY === "visible") continue;
        const clip = up.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return {
        left,
        top,
        right,
        bottom,
        width: Math.max(0, right - left),
        height: Math.max(0, bottom - top),
      };
    };
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")].map(rect);
    const buttons = [
      ...document.querySelectorAll('[role="dialog"] button, [role="alertdialog"] button'),
    ].filter((b) => rect(b).width > 0 && rect(b).height > 0);
    const hits: string[] = [];
    for (const t of toasts) {
      for (const b of buttons) {
        const r = rect(b);
        const overlap = t.left < r.right && r.left < t.right && t.top < r.bottom && r.top < t.bottom;
        if (overlap) hits.push(b.textContent ?? "?");
      }
    }
    return hits;
  });
}

for (const [lang, width] of [
  ["en", 1280],
  ["en", 375],
  ["ar", 375],
] as const) {
  test(`an Undo toast never covers the buttons of the modal or of a confirm dialog (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 700 : 800 });
    const { tag, dialog } = await openCompany(page, lang);
    const name = `${tag} Shopper panel`;
    const words =
      lang === "en"
        ? ["Edit deal", "Save Changes", "Delete deal"]
        : ["تعديل الصفقة", "حفظ التغييرات", "حذف الصفقة"];
    await dialog.getByRole("button", { name: `${words[0]} ${name}` }).click();
    await dialog.getByRole("textbox", { name: lang === "en" ? "Deal name" : "اسم الصفقة" }).fill(`${name} 2`);
    await dialog.getByRole("button", { name: words[1] }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.first()).toBeVisible();
    await expect.poll(() => toastsOverDialogButtons(page)).toEqual([]);

    await dialog.getByRole("button", { name: `${words[2]} ${name} 2` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toBeVisible();
    await expect(toast.first()).toBeVisible();
    await expect.poll(() => toastsOverDialogButtons(page)).toEqual([]);
    // The toast's own buttons (Undo) stay reachable.
    await expect(toast.first().getByRole("button").first()).toBeVisible();
  });
}
