import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3205";
const [name = "", value = ""] = (process.env.COOKIE ?? "").split("=");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 800 : 900 } });
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  for (const lang of ["", "/ar"]) {
    await page.goto(`${base}${lang}/crm`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Saudi National Bank" }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `test-results/screenshots/modal${lang.replace("/", "-")}-${width}.png` });
    await page.getByRole("dialog").getByRole("button", { name: lang ? "تعديل" : "Edit", exact: true }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screenshots/modal-edit${lang.replace("/", "-")}-${width}.png` });
    await page.keyboard.press("Escape");
    await page.goto(`${base}${lang}/crm-add`, { waitUntil: "networkidle" });
    await page.locator("#company-name").fill("Saudi National Bank");
    await page.getByRole("button", { name: lang ? "اكتشاف تلقائي" : "Auto-Detect" }).click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `test-results/screenshots/add-detect${lang.replace("/", "-")}-${width}.png`, fullPage: true });
    await page.getByRole("tab").nth(2).click();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `test-results/screenshots/add-project${lang.replace("/", "-")}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
