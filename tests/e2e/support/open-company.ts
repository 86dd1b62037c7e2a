import { expect, type Page } from "@playwright/test";
import { addCompany, addProject, searchAndOpen, uniqueTag } from "../crm-helpers";
import { loginAsStaff } from "./staff";

/** A company of this test only with a project of a long deal value, opened from its card. */
export async function openCompany(page: Page, lang: "en" | "ar" | "sr") {
  await loginAsStaff(page, lang);
  const tag = uniqueTag();
  const company = await addCompany(page, { companyName: `${tag} Gulf Retail Group`, industry: "FMCG" });
  await addProject(page, {
    companyId: company.id,
    projectName: `${tag} Shopper panel`,
    dealValue: 12_500_000.75,
    currency: "RSD",
    stage: "negotiation",
  });
  await page.goto(lang === "en" ? "/crm" : `/${lang}/crm`);
  await searchAndOpen(page, tag, company.name);
  const dialog = page.getByRole("dialog", { name: company.name });
  await expect(dialog).toBeVisible();
  return { tag, company, dialog };
}
