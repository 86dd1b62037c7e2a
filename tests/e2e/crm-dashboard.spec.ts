import { expect, type Page, test } from "@playwright/test";
import { addCompany, axeViolations, changeCompany, uniqueTag } from "./crm-helpers";
import { holdRequests } from "./support/hold";
import { loginAsStaff } from "./support/staff";

// These tests walk whole flows; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** Three companies of this test only: a bank lead, a won FMCG company, a technology proposal with a website. */
async function seed(page: Page, tag: string) {
  const bank = await addCompany(page, {
    companyName: `${tag} Alpha Bank`,
    industry: "Banking & Retail Banks",
    lastContact: "2025-01-15",
    nextAction: "Follow-up meeting",
  });
  const foods = await addCompany(page, {
    companyName: `${tag} Beta Foods`,
    industry: "FMCG",
    stage: "qualified",
  });
  await changeCompany(page, foods.id, { version: foods.version, stage: "won" });
  const tech = await addCompany(page, {
    companyName: `${tag} Gamma Tech`,
    industry: "Technology",
    stage: "proposal",
    // Each seed's own host: a second company with the same website would be a possible duplicate.
    website: `https://${tag.toLowerCase()}.gamma.example.com`,
    lastContact: null,
    nextAction: null,
  });
  return { bank, foods, tech };
}

const cards = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .getByRole("article");

test("the dashboard: title, actions, cards with their fields, search, solution filter and stat tiles", async ({
  page,
}) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  await seed(page, tag);
  await page.goto("/crm");

  await expect(page.getByRole("heading", { level: 1, name: "Smart CRM" })).toBeVisible();
  await expect(page.getByText("Intelligent Pipeline Management")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add Company" })).toHaveAttribute("href", "/crm-add");
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
  for (const tile of ["Total Companies", "Leads", "Qualified", "Proposals", "Won"]) {
    await expect(page.getByRole("button", { name: new RegExp(`^${tile} \\d`) })).toBeVisible();
  }

  const search = page.getByRole("searchbox", { name: "Search" });
  await expect(search).toHaveAttribute("placeholder", "Search companies or industries...");
  await search.fill(tag);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText("Showing 3 of 3 companies")).toBeVisible();

  const bank = cards(page).filter({ hasText: `${tag} Alpha Bank` });
  await expect(bank.getByText("Lead", { exact: true })).toBeVisible();
  await expect(bank.getByText("Banking & Retail Banks")).toBeVisible();
  await expect(bank.getByText("Solution 3: Retail Banking")).toBeVisible();
  await expect(bank.getByText("15 Jan 2025")).toBeVisible();
  await expect(bank.getByText("Follow-up meeting")).toBeVisible();
  await expect(bank.getByRole("link", { name: /Visit Website/ })).toHaveCount(0);

  const tech = cards(page).filter({ hasText: `${tag} Gamma Tech` });
  await expect(tech.getByText("N/A")).toBeVisible();
  await expect(tech.getByText("No action set")).toBeVisible();
  await expect(tech.getByText("Solution 7: Technology & Enterprise Solutions")).toBeVisible();
  const website = tech.getByRole("link", { name: /Visit Website/ });
  await expect(website).toHaveAttribute("href", `https://${tag.toLowerCase()}.gamma.example.com`);
  await expect(website).toHaveAttribute("target", "_blank");

  // The solution dropdown.
  const solution = page.getByRole("combobox", { name: "Solution" });
  await expect(solution.locator("option")).toHaveText([
    "All Solutions",
    ...Array.from({ length: 12 }, (_, i) => `Solution ${i + 1}`),
  ]);
  await solution.selectOption({ label: "Solution 9" });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`${tag} Beta Foods`);

  // A tile sets the stage filter and puts the solution back to all.
  await page.getByRole("button", { name: /^Leads / }).click();
  await expect(solution).toHaveValue("all");
  await expect(page.getByRole("button", { name: /^Leads / })).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`${tag} Alpha Bank`);
  await page.getByRole("button", { name: /^Won / }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`${tag} Beta Foods`);
  await page.getByRole("button", { name: /^Proposals / }).click();
  await expect(cards(page)).toContainText(`${tag} Gamma Tech`);
  await page.getByRole("button", { name: /^Total Companies / }).click();
  await expect(cards(page)).toHaveCount(3);

  await search.fill(`${tag} nothing like this`);
  await expect(page.getByText("No companies found matching your criteria.")).toBeVisible();

  // Searching industries: the tag narrows to this test's companies, the industry to one of them.
  await search.fill("Retail Banks");
  await expect(cards(page).filter({ hasText: `${tag} Alpha Bank` })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: `${tag} Beta Foods` })).toHaveCount(0);

  expect(await axeViolations(page)).toEqual([]);
});

test("Refresh shows a company added elsewhere, and the counts follow", async ({ page }) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  await page.goto("/crm");
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await expect(page.getByText("No companies found matching your criteria.")).toBeVisible();
  const total = page.getByRole("button", { name: /^Total Companies / });
  const before = Number((await total.textContent())?.replace(/\D/g, ""));
  await addCompany(page, { companyName: `${tag} Delta Realty`, industry: "Real Estate" });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(total).not.toHaveText(new RegExp(`${before}$`));
});

test("الواجهة بالعربية: العنوان والبحث والمرشحات من اليمين إلى اليسار، دون مخالفات axe", async ({ page }) => {
  await loginAsStaff(page, "ar");
  const tag = uniqueTag();
  await seed(page, tag);
  await page.goto("/ar/crm");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "إدارة العملاء الذكية" })).toBeVisible();
  await expect(page.getByRole("link", { name: "إضافة شركة" })).toHaveAttribute("href", "/ar/crm-add");
  const search = page.getByRole("searchbox", { name: "بحث" });
  await expect(search).toHaveAttribute("placeholder", "ابحث عن الشركات أو القطاعات...");
  await search.fill(tag);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).filter({ hasText: `${tag} Beta Foods` })).toContainText("صفقة ناجحة");
  await expect(cards(page).filter({ hasText: `${tag} Beta Foods` })).toContainText(
    "الحل 9: السلع سريعة التداول والمنتجات الاستهلاكية",
  );
  await page.getByRole("combobox", { name: "الحل" }).selectOption({ label: "الحل 7" });
  await expect(cards(page)).toHaveCount(1);
  await search.fill(`${tag} لا شيء`);
  await expect(page.getByText("لا توجد شركات مطابقة لمعايير البحث.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a phone shows the cards in one column, a desktop in three", async ({ page }) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  await seed(page, tag);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/crm");
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await expect(cards(page)).toHaveCount(3);
  const tops = async () =>
    Promise.all((await cards(page).all()).map(async (c) => (await c.boundingBox())?.y ?? 0));
  expect(new Set(await tops()).size).toBe(3);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => new Set(await tops()).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("Import takes spreadsheet files and reports; importing them again changes nothing; Export offers the three CSVs", async ({
  page,
}) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  const companies = [
    "ID,Company,Industry,Stage,Last Contact,Next Action,Notes,Website",
    `${tag}-1,${tag} Imported Bank,Banking & Retail Banks,qualified,"Date(2025,0,15)",Call,,alahli.example`,
    `${tag}-2,${tag} Imported Foods,FMCG,won,,,,`,
    `${tag}-3,,FMCG,lead,,,,`,
  ].join("\n");
  const file = { name: "Smart CRM - Companies.csv", mimeType: "text/csv", buffer: Buffer.from(companies) };

  // 'Loading CRM data...' while the first answer is on its way.
  const releaseList = await holdRequests(page, "**/api/crm/companies?*", 1);
  await page.goto("/crm");
  await expect(page.getByText("Loading CRM data...")).toBeVisible();
  releaseList();
  await expect(page.getByText("Loading CRM data...")).toBeHidden();
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await expect(page.getByText("No companies found matching your criteria.")).toBeVisible();

  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import from a spreadsheet" });
  await dialog.getByLabel("Files").setInputFiles(file);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("Added: 2 · Updated: 0 · Unchanged: 0 · Skipped: 1")).toBeVisible();
  await dialog.getByText("Skipped rows").click();
  await expect(dialog.getByText("Companies, row 4: no name (row dropped)")).toBeVisible();
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("Added: 0 · Updated: 0 · Unchanged: 2 · Skipped: 1")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: `${tag} Imported Bank` })).toContainText("15 Jan 2025");

  // A file that is not a spreadsheet: a clear error, nothing changed.
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await dialog
    .getByLabel("Files")
    .setInputFiles({ name: "notes.csv", mimeType: "text/csv", buffer: Buffer.from("hello,world\n1,2\n") });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText(/notes\.csv: cannot tell which sheet this file holds/)).toBeVisible();
  await expect(dialog.getByText("Nothing was changed.", { exact: false })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Export CSV" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Companies (CSV)" })).toHaveAttribute(
    "href",
    "/api/crm/export/companies.csv",
  );
  await expect(menu.getByRole("menuitem", { name: "Contacts (CSV)" })).toHaveAttribute(
    "href",
    "/api/crm/export/contacts.csv",
  );
  const download = page.waitForEvent("download");
  await menu.getByRole("menuitem", { name: "Projects (CSV)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^potentia-crm-projects-\d{4}-\d\d-\d\d\.csv$/);
});
