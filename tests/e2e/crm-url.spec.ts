import { expect, test } from "@playwright/test";
import { addCompany, axeViolations, changeCompany, uniqueTag } from "./crm-helpers";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

test("search, stage (all six), solution and the open company live in the URL: reload, Back and a link keep them", async ({
  page,
}) => {
  await loginAsStaff(page);
  const tag = uniqueTag();
  const lost = await addCompany(page, { companyName: `${tag} Lost Cause`, industry: "FMCG" });
  await changeCompany(page, lost.id, { version: lost.version, stage: "lost" });
  const open = await addCompany(page, { companyName: `${tag} Still Open`, industry: "FMCG" });
  await page.goto("/crm");

  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  const stage = page.getByRole("combobox", { name: "Stage" });
  await expect(stage.locator("option")).toHaveText([
    "All Stages",
    "Lead",
    "Qualified",
    "Proposal",
    "Negotiation",
    "Won",
    "Lost",
  ]);
  await stage.selectOption("lost");
  await expect(page).toHaveURL(new RegExp(`q=${tag}.*stage=lost|stage=lost.*q=${tag}`));
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Lost Cause");

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
  await expect(stage).toHaveValue("lost");
  await expect(cards).toHaveCount(1);

  // A view saved under a name brings the search and filters back.
  await page.getByRole("button", { name: "Save view" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill(`${tag} lost`);
  await page.getByRole("dialog").getByRole("button", { name: "Save view" }).click();
  await expect(page.getByText("View saved.")).toBeVisible();
  const views = page.getByRole("navigation", { name: "Saved views" });
  await page.goto("/crm");
  await expect(stage).toHaveValue("all");
  await views.getByRole("link", { name: `${tag} lost` }).click();
  await expect(stage).toHaveValue("lost");
  await expect(cards).toHaveCount(1);
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/dashboard-en-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Opening a company puts it in the URL; Back closes it; the URL alone opens it.
  await page.getByRole("button", { name: lost.name, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: lost.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`company=${lost.id}`));
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: lost.name, exact: true })).toBeFocused();
  await page.goto(`/crm?company=${open.id}`);
  await expect(page.getByRole("dialog").getByRole("heading", { name: open.name })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).not.toHaveURL(/company=/);
});
