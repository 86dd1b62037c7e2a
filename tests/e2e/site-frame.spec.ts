import { expect, test } from "@playwright/test";

test("the home page opens in Chromium with no script refused by the CSP", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Potentia home" })).toBeVisible();
  // The header links open the next page.
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .first()
    .getByRole("link", { name: "Our Path" })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  expect(problems).toEqual([]);
});
