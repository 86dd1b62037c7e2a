/**
 * The company window's deals (issue 28): a deal added with its owner, probability and expected close, two
 * deals listed with their stages, Lost refused without a reason, each bad input's message on its field, and
 * a deal's next step in My follow-ups. In English, Arabic and Serbian, at 1280 and 375 px; texts from the
 * translation files.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Project } from "#core/domain/deals";
import type { Lang } from "#core/i18n/languages";
import { addCompany, addContact, addProject, axeViolations, searchAndOpen, uniqueTag } from "./crm-helpers";
import { text } from "./support/public-site";
import { E2E_STAFF_USER, loginAsStaff } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SCREENSHOTS; // a folder outside the repository, e.g. /tmp/deals
const LANGS = ["en", "ar", "sr"] as const satisfies readonly Lang[];
const crmPath = (lang: Lang) => (lang === "en" ? "/crm" : `/${lang}/crm`);

async function deals(page: Page, companyId: number): Promise<Project[]> {
  return (
    (await (await page.request.get(`/api/crm/companies/${companyId}/projects`)).json()) as {
      items: Project[];
    }
  ).items;
}

/** A company of this test with a contact and a Qualified deal, its window opened from the dashboard. */
async function openSeeded(page: Page, lang: Lang, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await loginAsStaff(page, lang);
  const tag = uniqueTag();
  const company = await addCompany(page, { companyName: `${tag} Deals Co`, industry: "FMCG" });
  const contact = await addContact(page, {
    companyId: company.id,
    name: `${tag} Lina`,
    email: "lina@example.com",
  });
  await addProject(page, { companyId: company.id, projectName: `${tag} Panel`, dealStage: "qualified" });
  await page.goto(crmPath(lang));
  await searchAndOpen(page, tag, company.name);
  const dialog = page.getByRole("dialog", { name: company.name });
  const list = dialog.getByRole("region", { name: text(lang, "crm", "modal.projects") });
  await expect(list.getByText(`${tag} Panel`)).toBeVisible();
  return { tag, company, contact, dialog, list };
}

/** The field's error message, as the form ties it to the field (aria-describedby). */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

for (const lang of LANGS) {
  const crm = (key: string, values?: Record<string, string>) => text(lang, "crm", key, values);
  const deal = (key: string, values?: Record<string, string>) => text(lang, "deals", key, values);

  for (const width of [1280, 375]) {
    test(`${lang} ${width}px: a deal added in the window with owner, probability and close; two deals with their stages; Lost needs a reason`, async ({
      page,
    }) => {
      const { tag, company, contact, dialog, list } = await openSeeded(page, lang, width);
      await list.getByRole("button", { name: crm("modal.addProject") }).click();
      const form = dialog.getByRole("form", { name: crm("modal.addProject") });
      await expect(form.getByLabel(crm("modal.projectName"))).toBeFocused();
      await form.getByLabel(crm("modal.projectName")).fill(`${tag} Tracker`);
      await form.getByLabel(deal("fields.amount")).fill("120000");
      await form.getByLabel(text(lang, "pipeline", "fields.currency")).selectOption("EUR");
      await form.getByLabel(deal("fields.stage")).selectOption("negotiation");
      // Blank: the stage's default from the settings (Negotiation: 75 %).
      const probability = form.getByLabel(deal("fields.probability"));
      await expect(probability).toHaveAttribute("placeholder", "75");
      await probability.fill("60");
      const owner = form.getByLabel(deal("fields.owner"), { exact: true });
      await expect(owner.locator("option:checked")).toHaveText(
        deal("fields.ownerMe", { name: E2E_STAFF_USER }),
      );
      await form.getByLabel(deal("fields.contact")).selectOption({ label: contact.name });
      await form.getByLabel(deal("fields.expectedClose")).fill("2027-03-31");
      await form.getByLabel(deal("fields.nextStep"), { exact: true }).fill("Send the offer");
      await form.getByLabel(deal("fields.nextStepDue")).fill("2027-01-10");
      if (SHOTS && lang !== "sr") await page.screenshot({ path: `${SHOTS}/deal-form-${lang}-${width}.png` });
      await form.getByRole("button", { name: crm("modal.saveProject") }).click();
      await expect(form).toBeHidden();

      const row = (name: string) => list.getByRole("listitem").filter({ hasText: name });
      await expect(row(`${tag} Tracker`).locator("[data-stage]")).toHaveText(crm("stage.negotiation"));
      await expect(row(`${tag} Panel`).locator("[data-stage]")).toHaveText(crm("stage.qualified"));
      await expect(row(`${tag} Tracker`)).toContainText(E2E_STAFF_USER);
      const saved = (await deals(page, company.id)).find((d) => d.name === `${tag} Tracker`);
      expect(saved).toMatchObject({
        owner: E2E_STAFF_USER,
        probability: 60,
        expectedClose: "2027-03-31",
        contactId: contact.id,
        currency: "EUR",
        dealValue: 120000,
        nextAction: "Send the offer",
        nextActionDue: "2027-01-10",
      });
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS && lang !== "sr") await page.screenshot({ path: `${SHOTS}/deals-${lang}-${width}.png` });

      // Lost without a reason: the message on the reason's field, nothing saved.
      await row(`${tag} Tracker`)
        .getByRole("button", { name: crm("modal.editProject", { name: `${tag} Tracker` }) })
        .click();
      const edit = dialog.getByRole("form", { name: crm("modal.editProject", { name: `${tag} Tracker` }) });
      await edit.getByLabel(deal("fields.stage")).selectOption("lost");
      await edit.getByRole("button", { name: crm("modal.saveChanges") }).click();
      const reason = edit.getByLabel(deal("fields.lostReason"));
      await expectFieldError(reason, deal("errors.lostReasonRequired"));
      expect((await deals(page, company.id)).find((d) => d.name === `${tag} Tracker`)?.dealStage).toBe(
        "negotiation",
      );
      expect(await axeViolations(page)).toEqual([]);
      await reason.selectOption("competitor");
      await edit.getByRole("button", { name: crm("modal.saveChanges") }).click();
      await expect(edit).toBeHidden();
      await expect(row(`${tag} Tracker`).locator("[data-stage]")).toHaveText(crm("stage.lost"));
      await expect(row(`${tag} Tracker`)).toContainText(deal("lostReasons.competitor"));
      // The timeline names the deal's change, its stage and reason in the reader's language.
      const change = dialog
        .getByRole("list", { name: text(lang, "pipeline", "timeline.listLabel") })
        .getByRole("listitem")
        .filter({
          hasText: text(lang, "pipeline", "timeline.action.project_update", { name: `${tag} Tracker` }),
        });
      await expect(change).toContainText(deal("timeline.field.lostReason"));
      await expect(change).toContainText(deal("lostReasons.competitor"));
      await expect(change).toContainText(`${deal("timeline.field.dealStage")}: `);
      await expect(change).toContainText(crm("stage.lost"));
    });
  }

  test(`${lang}: each bad input of a deal has its message on its field, and nothing is saved`, async ({
    page,
  }) => {
    const width = lang === "ar" ? 375 : 1280;
    const { tag, company, dialog, list } = await openSeeded(page, lang, width);
    await list.getByRole("button", { name: crm("modal.addProject") }).click();
    const form = dialog.getByRole("form", { name: crm("modal.addProject") });
    const save = form.getByRole("button", { name: crm("modal.saveProject") });
    const amount = form.getByLabel(deal("fields.amount"));
    await form.getByLabel(crm("modal.projectName")).fill(`${tag} Bad`);
    await amount.fill("-5");
    await save.click();
    await expectFieldError(amount, crm("errors.dealValueNegative"));
    await amount.fill("5000000000000");
    await save.click();
    await expectFieldError(amount, crm("errors.dealValueTooLarge"));
    await amount.fill("1000");
    await form.getByLabel(crm("modal.startDate")).fill("2027-02-01");
    const close = form.getByLabel(deal("fields.expectedClose"));
    await close.fill("2027-01-15");
    await save.click();
    await expectFieldError(close, deal("errors.closeBeforeStart"));
    await close.fill("2027-03-15");

    // What the form cannot choose, the server refuses: the request is changed on its way.
    for (const [field, value, label, message] of [
      [
        "currency",
        "XYZ",
        text(lang, "pipeline", "fields.currency"),
        text(lang, "pipeline", "errors.currencyInvalid"),
      ],
      ["owner", "ghost", deal("fields.owner"), deal("errors.ownerUnknown")],
    ] as const) {
      await page.route("**/api/crm/projects", async (route) => {
        const body = { ...route.request().postDataJSON(), [field]: value };
        await route.continue({ postData: JSON.stringify(body) });
      });
      await save.click();
      await expectFieldError(form.getByLabel(label, { exact: true }), message);
      await page.unroute("**/api/crm/projects");
    }
    expect((await deals(page, company.id)).map((d) => d.name)).toEqual([`${tag} Panel`]);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS && lang !== "sr") await page.screenshot({ path: `${SHOTS}/deal-errors-${lang}-${width}.png` });

    // A deal without a company (the add page's Deal tab).
    await page.goto(`${lang === "en" ? "" : `/${lang}`}/crm-add?tab=project`);
    const panel = page.getByRole("tabpanel", { name: crm("add.tabs.project") });
    await panel.getByLabel(crm("add.project.projectName")).fill(`${tag} Orphan`);
    await panel.getByRole("button", { name: crm("add.project.submit") }).click();
    await expectFieldError(
      panel.getByRole("combobox", { name: crm("add.project.company") }),
      crm("errors.companyRequired"),
    );
  });

  test(`${lang}: My follow-ups lists a deal's next step, naming its company, and opens the company`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: lang === "sr" ? 375 : 1280, height: 900 });
    await loginAsStaff(page, lang);
    const tag = uniqueTag();
    const company = await addCompany(page, { companyName: `${tag} Follow Co`, industry: "FMCG" });
    await addProject(page, {
      companyId: company.id,
      projectName: `${tag} Renewal`,
      dealStage: "negotiation",
      nextAction: "Call about the renewal",
      nextActionDue: "2020-01-06",
      nextActionOwner: E2E_STAFF_USER,
    });
    await page.goto(crmPath(lang));
    await page.getByRole("button", { name: text(lang, "pipeline", "view.followUps"), exact: true }).click();
    const overdue = page.getByRole("region", {
      name: new RegExp(`^${text(lang, "pipeline", "followUps.overdue")}\\s+\\S+$`),
    });
    const item = overdue.getByRole("listitem").filter({ hasText: `${tag} Renewal` });
    await expect(item).toContainText(deal("list.of", { company: company.name }));
    await expect(item).toContainText("Call about the renewal");
    await expect(item.locator("[data-stage]")).toHaveText(crm("stage.negotiation"));
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await item.screenshot({ path: `${SHOTS}/follow-up-deal-${lang}.png` });
    await item.getByRole("button", { name: `${tag} Renewal` }).click();
    await expect(page.getByRole("dialog", { name: company.name })).toBeVisible();
  });
}
