import { expect, test } from "@playwright/test";
import type { Contact } from "#core/domain/crm";
import type { Lang } from "#core/i18n/languages";
import { addCompany, axeViolations, searchAndOpen, uniqueTag } from "./crm-helpers";
import { text } from "./support/public-site";
import { loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/contact-reach

const RUNS = [
  ["en", 1280],
  ["ar", 375],
  ["sr", 375],
] as const satisfies readonly (readonly [Lang, number])[];

for (const [lang, width] of RUNS) {
  test(`a contact with a phone and no e-mail is added from the company window; with neither, nothing is saved (${lang})`, async ({
    page,
  }) => {
    const crm = (key: string) => text(lang, "crm", key);
    await page.setViewportSize({ width, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const company = await addCompany(page, { companyName: `${tag} Souq Co`, industry: "FMCG" });
    const saved = async () =>
      (
        (await (await page.request.get(`/api/crm/companies/${company.id}/contacts`)).json()) as {
          items: Contact[];
        }
      ).items;
    await page.goto(lang === "en" ? "/crm" : `/${lang}/crm`);
    await searchAndOpen(page, tag, company.name);
    const dialog = page.getByRole("dialog", { name: company.name });
    await dialog.getByRole("button", { name: crm("modal.addContact"), exact: true }).click();
    const form = dialog.getByRole("form", { name: crm("modal.addContact") });
    const name = form.getByRole("textbox", { name: crm("modal.contactName"), exact: true });
    await expect(name).toBeFocused();

    // A name alone: told on the form, nothing saved.
    await name.fill(`${tag} Huda`);
    await form.getByRole("button", { name: crm("modal.saveContact") }).click();
    const email = form.getByRole("textbox", { name: crm("modal.email") });
    await expect(email).toHaveAccessibleDescription(new RegExp(crm("errors.reachRequired")));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS && lang !== "sr") {
      for (const w of [1280, 375]) {
        await page.setViewportSize({ width: w, height: 900 });
        await form.screenshot({ path: `${SHOTS}/contact-reach-${lang}-${w}.png` });
      }
      await page.setViewportSize({ width, height: 900 });
    }
    expect(await saved()).toEqual([]);

    // A phone (a WhatsApp number is one) is enough.
    await form.getByRole("textbox", { name: crm("modal.phone") }).fill("+966 55 123 4567");
    await form.getByRole("button", { name: crm("modal.saveContact") }).click();
    await expect(page.getByText(crm("toast.contactSaved"))).toBeVisible();
    await expect(dialog.getByRole("link", { name: "+966 55 123 4567" })).toBeVisible();
    expect(await saved()).toEqual([
      expect.objectContaining({ name: `${tag} Huda`, email: null, phone: "+966 55 123 4567" }),
    ]);
  });
}
