/** Import: a binary file renamed .csv gets one clear, translated error. */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

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
