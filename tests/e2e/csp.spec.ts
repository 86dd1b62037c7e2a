import { expect, type Page, test } from "@playwright/test";
import { addCompany, searchAndOpen, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

/**
 * No staff page raises a Content-Security-Policy violation (the validation library's `new Function`
 * probe raised one on every load): each page in each language, signed out (the gate, with its form
 * validated) and signed in (with the company modal and its edit form open).
 */
test.describe.configure({ timeout: 120_000 });

const STAFF_PAGES = ["/crm", "/crm/messages", "/crm-add", "/catalog"];
const PREFIXES = ["", "/ar", "/sr"];

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test("the staff pages, signed out: the gate and its validation raise no CSP violation", async ({ page }) => {
  const violations = await collectViolations(page);
  for (const prefix of PREFIXES) {
    for (const path of STAFF_PAGES) {
      await page.goto(`${prefix}${path}`);
      const submit = page.locator("form button[type=submit]").first();
      await expect(submit).toBeVisible();
      await submit.click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    }
  }
  expect(violations).toEqual([]);
});

test("the staff pages, signed in: every page and the company modal raise no CSP violation", async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await loginAsStaff(page);
  const tag = uniqueTag();
  const company = await addCompany(page, { companyName: `${tag} Csp Bank`, industry: "Technology" });
  for (const prefix of PREFIXES) {
    for (const path of STAFF_PAGES) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    await page.goto(`${prefix}/crm`);
    await searchAndOpen(page, tag, company.name);
    const dialog = page.getByRole("dialog", { name: company.name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
  }
  expect(violations).toEqual([]);
});
