/** The company picker of the add page (decision 012): what a user sees, in English and Arabic, wide and narrow. */
import { expect, test } from "@playwright/test";
import { addCompany, axeViolations, uniqueTag } from "./crm-helpers";
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
