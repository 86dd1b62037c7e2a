import { expect, type Page, test } from "@playwright/test";
import {
  addCompany,
  addContact,
  addProject,
  axeViolations,
  changeCompany,
  searchAndOpen,
  uniqueTag,
} from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

// These tests walk whole flows; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** A company of this test only, with one contact and one project, opened from its card. */
async function openSeeded(page: Page, lang: "en" | "ar" = "en") {
  await loginAsStaff(page, lang);
  const tag = uniqueTag();
  const company = await addCompany(page, {
    companyName: `${tag} Saudi Insights Co`,
    industry: "Insurance Services",
    stage: "qualified",
    // Each test's own host: a second company with the same website would be a possible duplicate.
    website: `https://${tag.toLowerCase()}.insights.example.com`,
    notes: "",
    lastContact: null,
  });
  const contact = await addContact(page, {
    companyId: company.id,
    name: `${tag} Layla Hassan`,
    position: "CMO",
    email: "layla@example.com",
    phone: "+966 50 000 0000",
  });
  const project = await addProject(page, {
    companyId: company.id,
    projectName: `${tag} Brand tracker`,
    dealValue: 250000,
    stage: "active",
    startDate: "2025-02-01",
    endDate: "2025-12-31",
  });
  await page.goto(lang === "en" ? "/crm" : "/ar/crm");
  await searchAndOpen(page, tag, company.name);
  const dialog = page.getByRole("dialog", { name: company.name });
  await expect(dialog).toBeVisible();
  return { tag, company, contact, project, dialog };
}

test("the company modal: header, view mode with the spec's words for what is missing, contacts and projects", async ({
  page,
}) => {
  const { company, contact, project, dialog } = await openSeeded(page);
  await expect(dialog.getByText("Insurance Services").first()).toBeVisible();
  await expect(dialog.getByText("Qualified", { exact: true })).toHaveCSS("text-transform", "uppercase");
  await expect(dialog.getByText("Solution 4: Insurance & Takaful")).toBeVisible();
  await expect(dialog.getByText("Not recorded")).toBeVisible();
  await expect(dialog.getByText("Initial contact")).toBeVisible();
  await expect(dialog.getByText("No notes available")).toBeVisible();
  await expect(dialog.getByRole("link", { name: company.website ?? "" })).toBeVisible();

  const contacts = dialog.getByRole("region", { name: "Contacts" });
  await expect(contacts.getByText(contact.name)).toBeVisible();
  await expect(contacts.getByText("CMO")).toBeVisible();
  await expect(contacts.getByRole("link", { name: "layla@example.com" })).toHaveAttribute(
    "href",
    "mailto:layla@example.com",
  );
  await expect(contacts.getByRole("link", { name: "+966 50 000 0000" })).toHaveAttribute(
    "href",
    "tel:+966500000000",
  );
  const projects = dialog.getByRole("region", { name: "Deals" });
  await expect(projects.getByText(project.name)).toBeVisible();
  await expect(projects.getByText("SAR 250,000")).toBeVisible();
  await expect(projects.getByText("Active")).toBeVisible();
  await expect(projects.getByText("1 Feb 2025")).toBeVisible();
  await expect(projects.getByText("31 Dec 2025")).toBeVisible();
  for (const button of ["Edit", "Delete", "Close"]) {
    await expect(dialog.getByRole("button", { name: button, exact: true })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: company.name, exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5); // outside the dialog
  await expect(dialog).toBeHidden();
});

test("edit mode saves the six-stage company fields to the server, with a toast", async ({ page }) => {
  const { company, dialog } = await openSeeded(page);
  await dialog.getByRole("button", { name: "Edit", exact: true }).click();
  const stage = dialog.getByRole("combobox", { name: "Stage" });
  await expect(stage.locator("option")).toHaveText([
    "Lead",
    "Qualified",
    "Proposal",
    "Negotiation",
    "Won",
    "Lost",
  ]);
  await stage.selectOption("negotiation");
  await dialog.getByLabel("Last Contact").fill("2026-02-03");
  const nextAction = dialog.getByRole("textbox", { name: "Next Action" });
  await expect(nextAction).toHaveAttribute("placeholder", "What's the next step?");
  await nextAction.fill("Send the contract");
  await expect(dialog.getByRole("textbox", { name: "Notes" })).toHaveAttribute("rows", "4");
  await dialog.getByRole("textbox", { name: "Website" }).fill("not a website");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    dialog.getByText("Please enter a valid website address starting with http:// or https://"),
  ).toBeVisible();
  await dialog.getByRole("textbox", { name: "Website" }).fill("https://new.example.com");
  await dialog.getByRole("textbox", { name: "Notes" }).fill("Decision in March");
  await dialog.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Company saved successfully.")).toBeVisible();
  await expect(dialog.getByText("Negotiation", { exact: true })).toBeVisible();
  // Exact: the timeline names the change too ("… Decision in March"), once it has loaded.
  await expect(dialog.getByText("3 Feb 2026", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Send the contract", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Decision in March", { exact: true })).toBeVisible();

  // Saved for real: the server answers the new values, one version on.
  const saved = await (await page.request.get(`/api/crm/companies/${company.id}`)).json();
  expect(saved).toMatchObject({
    stage: "negotiation",
    nextAction: "Send the contract",
    version: company.version + 1,
  });

  // Cancel discards.
  await dialog.getByRole("button", { name: "Edit", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Next Action" }).fill("Discarded");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByText("Send the contract")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("article").filter({ hasText: company.name })).toContainText("Negotiation");
});

test("an edit based on an old version keeps what was typed: both values shown, the user chooses, then it saves", async ({
  page,
}) => {
  const { company, dialog } = await openSeeded(page);
  await dialog.getByRole("button", { name: "Edit", exact: true }).click();
  await changeCompany(page, company.id, { version: company.version, nextAction: "Changed by a colleague" });
  const nextAction = dialog.getByRole("textbox", { name: "Next Action" });
  await nextAction.fill("My change");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Someone else saved this company while you were editing. Nothing you typed is lost: their other changes are in the form, and where you both changed a field, choose which value to keep, then save.",
  );
  // Nothing typed is thrown away; their value is shown beside it.
  await expect(nextAction).toHaveValue("My change");
  const field = dialog.getByRole("group", { name: "Next action" });
  await expect(field.getByRole("radio", { name: "Keep mine: My change" })).toBeChecked();
  await field.getByRole("radio", { name: "Take theirs: Changed by a colleague" }).check();
  await expect(nextAction).toHaveValue("Changed by a colleague");
  await field.getByRole("radio", { name: "Keep mine: My change" }).check();
  // Saved against their version.
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("My change", { exact: true })).toBeVisible();
  const saved = await (await page.request.get(`/api/crm/companies/${company.id}`)).json();
  expect(saved).toMatchObject({ nextAction: "My change", version: company.version + 2 });
});

test("a contact and a project are edited in place", async ({ page }) => {
  const { contact, project, dialog } = await openSeeded(page);
  await dialog.getByRole("button", { name: `Edit contact ${contact.name}` }).click();
  const contactForm = dialog.getByRole("form", { name: `Edit contact ${contact.name}` });
  await contactForm.getByLabel("Position").fill("Chief Marketing Officer");
  await contactForm.getByLabel("Email").fill("");
  await contactForm.getByLabel("Phone").fill("");
  await contactForm.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    contactForm.getByText("Give at least one way to reach them: an email or a phone number"),
  ).toBeVisible();
  await contactForm.getByLabel("Phone").fill("+966 50 000 0000");
  await contactForm.getByLabel("Email").fill("layla.hassan@example.com");
  await contactForm.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Contact saved successfully.")).toBeVisible();
  // In the lists (the timeline names each change too).
  const contacts = dialog.getByRole("region", { name: "Contacts" });
  await expect(contacts.getByText("Chief Marketing Officer")).toBeVisible();
  await expect(contacts.getByRole("link", { name: "layla.hassan@example.com" })).toBeVisible();

  await dialog.getByRole("button", { name: `Edit deal ${project.name}` }).click();
  const projectForm = dialog.getByRole("form", { name: `Edit deal ${project.name}` });
  await projectForm.getByLabel("Amount", { exact: true }).fill("-5");
  await projectForm.getByRole("button", { name: "Save Changes" }).click();
  await expect(projectForm.getByText("Deal value cannot be negative")).toBeVisible();
  await projectForm.getByLabel("Amount", { exact: true }).fill("1500000");
  await projectForm.getByLabel("Project status").selectOption("completed");
  await projectForm.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Deal saved successfully.")).toBeVisible();
  const deals = dialog.getByRole("region", { name: "Deals" });
  await expect(deals.getByText("SAR 1,500,000")).toBeVisible();
  await expect(deals.getByText("Completed")).toBeVisible();
});

test("deleting a contact, a project and the company, each after its confirmation", async ({ page }) => {
  const { company, contact, project, dialog } = await openSeeded(page);

  await dialog.getByRole("button", { name: `Delete contact ${contact.name}` }).click();
  let confirm = page.getByRole("alertdialog", { name: "Delete Contact" });
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${contact.name}? It stays in the Trash for 30 days.`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  // Still in the contacts list (the timeline names the contact too).
  await expect(
    dialog.getByRole("region", { name: "Contacts" }).getByText(contact.name, { exact: true }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: `Delete contact ${contact.name}` }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Contact deleted successfully")).toBeVisible();
  await expect(page.getByText(`${contact.name} has been removed.`)).toBeVisible();
  await expect(dialog.getByText("No contacts added yet")).toBeVisible();

  await dialog.getByRole("button", { name: `Delete deal ${project.name}` }).click();
  confirm = page.getByRole("alertdialog", { name: "Delete Deal" });
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${project.name}? It stays in the Trash for 30 days.`,
  );
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Deal deleted successfully")).toBeVisible();
  await expect(dialog.getByText("No deals added yet")).toBeVisible();

  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  confirm = page.getByRole("alertdialog", { name: "Delete Company" });
  await expect(confirm).toContainText(`Are you sure you want to delete ${company.name}?`);
  await expect(confirm).toContainText(
    "The company moves to the Trash with all its contacts and deals; you can restore it there for 30 days.",
  );
  await confirm.getByRole("button", { name: "Delete Company" }).click();
  await expect(page.getByText("Company deleted successfully")).toBeVisible();
  await expect(page.getByText(`${company.name} has been removed from the CRM.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No companies found matching your criteria.")).toBeVisible();
  expect((await page.request.get(`/api/crm/companies/${company.id}`)).status()).toBe(404);
});

test("النافذة بالعربية: العرض والحذف مع التأكيد، دون مخالفات axe", async ({ page }) => {
  const { contact, dialog } = await openSeeded(page, "ar");
  await expect(dialog.getByText("خدمات التأمين").first()).toBeVisible();
  await expect(dialog.getByText("الحل 4: التأمين والتكافل")).toBeVisible();
  await expect(dialog.getByText("غير مسجَّل")).toBeVisible();
  await expect(dialog.getByRole("region", { name: "الصفقات" })).toContainText("ر.س.");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: `حذف جهة الاتصال ${contact.name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "حذف جهة الاتصال" });
  await expect(confirm).toContainText(`هل أنت متأكد من رغبتك في حذف ${contact.name}؟`);
  await confirm.getByRole("button", { name: "حذف", exact: true }).click();
  await expect(page.getByText("تم حذف جهة الاتصال بنجاح")).toBeVisible();
  await expect(dialog.getByText("لم تُضَف جهات اتصال بعد")).toBeVisible();
  await dialog.getByRole("button", { name: "تعديل", exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);
});
