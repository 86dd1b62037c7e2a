import { expect, type Locator, type Page, test } from "@playwright/test";
import type { CompanyList, Contact } from "#core/domain/crm";
import type { Project } from "#core/domain/deals";
import { addCompany, axeViolations, uniqueTag } from "./crm-helpers";
import { holdRequests } from "./support/hold";
import { loginAsStaff } from "./support/staff";

// These tests walk whole flows; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function companyNamed(page: Page, name: string) {
  const list = (await (
    await page.request.get(`/api/crm/companies?q=${encodeURIComponent(name)}`)
  ).json()) as CompanyList;
  return list.items.find((c) => c.name === name);
}

/** Types into the Company combobox and picks the named company from its list. */
async function chooseCompany(box: Locator, query: string, name: string) {
  await box.fill(query);
  await box.page().getByRole("option", { name }).click();
  await expect(box).toHaveValue(name);
}

const banner = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("the Company tab: rules, 'Saving...', the green banner for 3 seconds, then a reset form", async ({
  page,
}) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  await page.goto("/crm-add");
  await expect(page.getByRole("heading", { level: 1, name: "Add to CRM" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to CRM Dashboard" })).toHaveAttribute("href", "/crm");
  await expect(page.getByRole("tab", { name: "Company" })).toHaveAttribute("aria-selected", "true");

  const form = page.getByRole("tabpanel", { name: "Company" });
  await form.getByRole("button", { name: "Save Company" }).click();
  await expect(form.getByText("Company name is required")).toBeVisible();
  await expect(form.getByText("Please select an industry")).toBeVisible();

  const industry = form.getByRole("combobox", { name: "Industry" });
  await expect(industry.locator("option").first()).toHaveText("-- Select Industry --");
  await expect(industry.locator("option")).toHaveCount(13);
  const stage = form.getByRole("combobox", { name: "Sales Stage" });
  await expect(stage).toHaveValue("lead");
  await expect(stage.locator("option")).toHaveText(["Lead", "Qualified", "Proposal"]);

  await form.getByRole("textbox", { name: "Company Name" }).fill(`${tag} Riyadh Dairy`);
  await industry.selectOption({ label: "FMCG" });
  await form.getByRole("textbox", { name: "Website" }).fill("riyadhdairy.example");
  await form.getByRole("button", { name: "Save Company" }).click();
  await expect(
    form.getByText("Please enter a valid website address starting with http:// or https://"),
  ).toBeVisible();
  await form.getByRole("textbox", { name: "Website" }).fill("https://riyadhdairy.example");
  await form.getByRole("textbox", { name: "Notes" }).fill("Met at Foodex");

  // The answer held until 'Saving...' is seen.
  const releaseSave = await holdRequests(page, "**/api/crm/companies");
  await form.getByRole("button", { name: "Save Company" }).click();
  await expect(form.getByRole("button", { name: "Saving..." })).toBeDisabled();
  releaseSave();
  await expect(banner(page, "Company saved successfully!")).toBeVisible();
  await expect(page.getByText("Company saved successfully.")).toBeVisible(); // the toast
  await expect(form.getByRole("textbox", { name: "Company Name" })).toHaveValue("");
  await expect(industry).toHaveValue("");
  await expect(banner(page, "Company saved successfully!")).toBeHidden({ timeout: 5000 });

  const saved = await companyNamed(page, `${tag} Riyadh Dairy`);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
  expect(saved).toMatchObject({
    industry: "FMCG",
    solution: 9,
    stage: "lead",
    lastContact: today,
    nextAction: "Initial contact",
    website: "https://riyadhdairy.example",
    notes: "Met at Foodex",
  });
  expect(await axeViolations(page)).toEqual([]);
});

test("Cancel and 'Back to CRM Dashboard' lead to the dashboard", async ({ page }) => {
  await loginAsStaff(page);
  await page.goto("/crm-add");
  await page.getByRole("tabpanel", { name: "Company" }).getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Smart CRM" })).toBeVisible();
  await page.goto("/crm-add");
  await page.getByRole("link", { name: "Back to CRM Dashboard" }).click();
  await expect(page).toHaveURL(/\/crm$/);
});

test("each tab keeps its own state; Contact and Project load the companies and save", async ({ page }) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  const company = await addCompany(page, {
    companyName: `${tag} Jeddah Motors`,
    industry: "Automotive Distribution",
  });
  await page.goto("/crm-add");
  const companyTab = page.getByRole("tabpanel", { name: "Company" });
  await companyTab.getByRole("textbox", { name: "Company Name" }).fill("Half-typed company");

  await page.getByRole("tab", { name: "Contact" }).click();
  const contactTab = page.getByRole("tabpanel", { name: "Contact" });
  const contactCompany = contactTab.getByRole("combobox", { name: "Company" });
  await contactTab.getByRole("button", { name: "Save Contact" }).click();
  await expect(contactTab.getByText("Please select a company")).toBeVisible();
  await expect(contactTab.getByText("Contact name is required")).toBeVisible();
  await expect(
    contactTab.getByText("Give at least one way to reach them: an email or a phone number"),
  ).toBeVisible();
  await chooseCompany(contactCompany, tag, company.name);
  await contactTab.getByRole("textbox", { name: "Contact Name" }).fill(`${tag} Omar Saleh`);
  await contactTab.getByRole("textbox", { name: "Email" }).fill("omar@");
  await contactTab.getByRole("button", { name: "Save Contact" }).click();
  await expect(contactTab.getByText("Invalid email address")).toBeVisible();

  // Switching tabs keeps what was typed in each.
  await page.getByRole("tab", { name: "Deal" }).click();
  const projectTab = page.getByRole("tabpanel", { name: "Deal" });
  await projectTab.getByRole("textbox", { name: "Deal Name" }).fill(`${tag} Dealer mystery shopping`);
  await page.getByRole("tab", { name: "Company" }).click();
  await expect(companyTab.getByRole("textbox", { name: "Company Name" })).toHaveValue("Half-typed company");
  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(contactTab.getByRole("textbox", { name: "Contact Name" })).toHaveValue(`${tag} Omar Saleh`);

  await contactTab.getByRole("textbox", { name: "Email" }).fill("omar@example.com");
  await contactTab.getByRole("textbox", { name: "Position" }).fill("Sales Director");
  await contactTab.getByRole("textbox", { name: "Phone" }).fill("+966 12 000 0000");
  await contactTab.getByRole("button", { name: "Save Contact" }).click();
  await expect(banner(page, "Contact saved successfully!")).toBeVisible();
  await expect(contactTab.getByRole("textbox", { name: "Contact Name" })).toHaveValue("");
  const contacts = (await (await page.request.get(`/api/crm/companies/${company.id}/contacts`)).json()) as {
    items: Contact[];
  };
  expect(contacts.items).toMatchObject([
    {
      name: `${tag} Omar Saleh`,
      position: "Sales Director",
      email: "omar@example.com",
      phone: "+966 12 000 0000",
    },
  ]);

  await page.getByRole("tab", { name: "Deal" }).click();
  await expect(projectTab.getByRole("textbox", { name: "Deal Name" })).toHaveValue(
    `${tag} Dealer mystery shopping`,
  );
  const projectStage = projectTab.getByRole("combobox", { name: "Project status" });
  await expect(projectStage).toHaveValue("proposal");
  await expect(projectStage.locator("option")).toHaveText([
    "Proposal",
    "Negotiation",
    "Active",
    "Completed",
    "On hold",
    "Cancelled",
  ]);
  await chooseCompany(projectTab.getByRole("combobox", { name: "Company" }), tag, company.name);
  await projectTab.getByRole("spinbutton", { name: "Amount" }).fill("480000");
  await projectTab.getByLabel("Start Date").fill("2026-05-01");
  await projectTab.getByLabel("End Date").fill("2026-04-01");
  await projectTab.getByRole("textbox", { name: "Deliverables" }).fill("Report and workshop");
  // An end before the start is refused at the field.
  await projectTab.getByRole("button", { name: "Save Deal" }).click();
  await expect(projectTab.getByText("The end date cannot be before the start date")).toBeVisible();
  await projectTab.getByLabel("End Date").fill("2026-08-31");
  expect(await axeViolations(page)).toEqual([]);
  await projectTab.getByRole("button", { name: "Save Deal" }).click();
  await expect(banner(page, "Deal saved successfully!")).toBeVisible();
  const projects = (await (await page.request.get(`/api/crm/companies/${company.id}/projects`)).json()) as {
    items: Project[];
  };
  expect(projects.items).toMatchObject([
    {
      name: `${tag} Dealer mystery shopping`,
      dealValue: 480000,
      stage: "proposal",
      startDate: "2026-05-01",
      endDate: "2026-08-31",
      deliverables: "Report and workshop",
    },
  ]);
});

test("the company search failing: the toast 'Failed to load companies'", async ({ page }) => {
  await loginAsStaff(page);
  await page.goto("/crm-add");
  await page.route("**/api/crm/search?*", (route) => route.abort("connectionfailed"));
  await page.getByRole("tab", { name: "Deal" }).click();
  await page
    .getByRole("tabpanel", { name: "Deal" })
    .getByRole("combobox", { name: "Company" })
    .fill("Riyadh");
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("Failed to load companies")).toBeVisible({ timeout: 15_000 });
});

test("Auto-Detect: disabled while the name is blank, 'Detecting...', the detected panel and the industry filled in", async ({
  page,
}) => {
  await loginAsStaff(page);
  await page.goto("/crm-add");
  const form = page.getByRole("tabpanel", { name: "Company" });
  const detect = form.getByRole("button", { name: "Auto-Detect" });
  await expect(detect).toBeDisabled();
  await form.getByRole("textbox", { name: "Company Name" }).fill("   ");
  await expect(detect).toBeDisabled();
  await form.getByRole("textbox", { name: "Company Name" }).fill("Saudi National Bank");
  await expect(detect).toBeEnabled();

  // The answer held until 'Detecting...' is seen (a quick answer would skip it).
  const releaseDetect = await holdRequests(page, "**/api/crm/detect-industry", 1);
  await detect.click();
  await expect(form.getByRole("button", { name: "Detecting..." })).toBeDisabled();
  releaseDetect();
  const panel = form.getByRole("region", { name: "Auto-Detected Information" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Banking & Retail Banks");
  const confidence = panel.locator("[data-confidence]");
  await expect(confidence).toHaveCSS("text-transform", "uppercase");
  const level = await confidence.getAttribute("data-confidence");
  await expect(form.getByRole("combobox", { name: "Industry" })).toHaveValue("Banking & Retail Banks");
  await expect(page.getByText("Industry Detected!")).toBeVisible();
  await expect(page.getByText(`Detected as Banking & Retail Banks with ${level} confidence`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A name the service refuses: its own message in the error toast.
  await form.getByRole("textbox", { name: "Company Name" }).fill("!!!!");
  await detect.click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
});

test("صفحة الإضافة بالعربية: حفظ شركة والشريط الأخضر، دون مخالفات axe", async ({ page }) => {
  await loginAsStaff(page, "ar");
  const tag = uniqueTag();
  await page.goto("/ar/crm-add");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "إضافة إلى نظام إدارة العملاء" })).toBeVisible();
  await expect(page.getByRole("link", { name: "العودة إلى لوحة إدارة العملاء" })).toHaveAttribute(
    "href",
    "/ar/crm",
  );
  const form = page.getByRole("tabpanel", { name: "شركة" });
  await form.getByRole("button", { name: "حفظ الشركة" }).click();
  await expect(form.getByText("اسم الشركة مطلوب")).toBeVisible();
  await form.getByRole("textbox", { name: "اسم الشركة" }).fill(`${tag} شركة المراعي`);
  await form
    .getByRole("combobox", { name: "القطاع" })
    .selectOption({ label: "السلع الاستهلاكية سريعة التداول" });
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "حفظ الشركة" }).click();
  await expect(banner(page, "تم حفظ الشركة بنجاح!")).toBeVisible();
  const saved = await companyNamed(page, `${tag} شركة المراعي`);
  // The default next action is stored as its meaning (shown in each reader's language), not in Arabic words.
  expect(saved).toMatchObject({ industry: "FMCG", stage: "lead", nextAction: "Initial contact" });
  await page.getByRole("tab", { name: "صفقة" }).click();
  expect(await axeViolations(page)).toEqual([]);
});
