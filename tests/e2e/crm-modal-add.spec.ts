/** The company window's Add contact and Add deal: forms in place, saved, focus in and back. */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./crm-helpers";
import { openCompany } from "./support/open-company";

test.describe.configure({ timeout: 120_000 });

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
